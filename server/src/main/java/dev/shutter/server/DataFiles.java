package dev.shutter.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** Secret files beside the data: created readable by the owner only (0600 where the file system knows it). */
final class DataFiles {

    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    private DataFiles() {}

    /** Creates {@code file} with {@code content}; it must not exist yet. */
    static void writeSecret(Path file, byte[] content) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            FileAttribute<?>[] attributes = supportsPosix(file)
                    ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_ONLY)}
                    : new FileAttribute<?>[0];
            try (var channel = Files.newByteChannel(
                    file, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), attributes)) {
                channel.write(java.nio.ByteBuffer.wrap(content));
            }
        } catch (FileAlreadyExistsException e) {
            throw new StartupException(file + " appeared while the server was creating it; start again", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private static boolean supportsPosix(Path file) {
        return file.toAbsolutePath()
                .getFileSystem()
                .supportedFileAttributeViews()
                .contains("posix");
    }
}
