package dev.shutter.server;

import dev.shutter.adapters.http.admin.FixturesReader;
import dev.shutter.ports.in.Seed;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** The fixtures file ({@code --fixtures}): read and checked before the server starts, or a reason it cannot be. */
final class FixturesFile {

    private FixturesFile() {}

    static Seed read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new StartupException("the fixtures file " + file + " does not exist", e);
        } catch (AccessDeniedException e) {
            throw new StartupException("the fixtures file " + file + " is not readable by this user", e);
        } catch (IOException e) {
            throw new StartupException(
                    "cannot read the fixtures file " + file + (Files.isDirectory(file) ? ": it is a directory" : ""),
                    e);
        }
        return FixturesReader.read(bytes)
                .getOrElseThrow(why -> new StartupException("the fixtures file " + file + " was refused: " + why));
    }
}
