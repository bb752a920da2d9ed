package dev.shutter.adapters.inmemory.example;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/** The BOM a host imports names every library module of the build, at the build's version, and nothing else. */
class BomTest {

    private static final Path ROOT = Path.of("..");

    @Test
    @DisplayName("the BOM manages each module of the build at the build's version, without a parent")
    void managesEveryModule() throws Exception {
        // given
        Document root = read(ROOT.resolve("pom.xml"));
        Document bom = read(ROOT.resolve("bom/pom.xml"));
        List<String> libraries = new ArrayList<>();
        for (String module : texts(root.getDocumentElement(), "modules", "module")) {
            // The host applications of examples/ are users of the BOM, not modules of it; a module that is
            // not published (docs-check, which holds the pages' tests) is no library either, nor is a pom
            // (build-parent, the build settings).
            Element pom = read(ROOT.resolve(module).resolve("pom.xml")).getDocumentElement();
            Element properties = element(pom, "properties");
            boolean published = properties == null || !"true".equals(child(properties, "maven.deploy.skip"));
            boolean library = !"pom".equals(child(pom, "packaging"));
            if (!module.equals("bom") && !module.startsWith("examples") && published && library) {
                libraries.add(child(pom, "artifactId"));
            }
        }

        // when
        List<String> managed = new ArrayList<>();
        List<String> versions = new ArrayList<>();
        Element dependencies = element(element(bom.getDocumentElement(), "dependencyManagement"), "dependencies");
        NodeList each = dependencies.getElementsByTagName("dependency");
        for (int i = 0; i < each.getLength(); i++) {
            Element dependency = (Element) each.item(i);
            if (child(dependency, "type") == null) {
                managed.add(child(dependency, "artifactId"));
            }
            versions.add(child(dependency, "version"));
        }

        // then
        assertThat(libraries).hasSizeGreaterThanOrEqualTo(5);
        assertThat(managed).containsExactlyInAnyOrderElementsOf(libraries);
        assertThat(versions).containsOnly("${project.version}");
        assertThat(child(bom.getDocumentElement(), "version")).isEqualTo(child(root.getDocumentElement(), "version"));
        assertThat(element(bom.getDocumentElement(), "parent")).isNull();
    }

    @Test
    @DisplayName("docs/embedding.md starts from importing the BOM at the build's version")
    void readmeStartsFromTheBom() throws Exception {
        String version = child(read(ROOT.resolve("pom.xml")).getDocumentElement(), "version");
        String page = Files.readString(ROOT.resolve("docs/embedding.md"));
        String embed = page.substring(
                page.indexOf("## Add the dependency and call the use cases"), page.indexOf("EmbeddingExample {"));

        assertThat(embed.indexOf("<artifactId>shutter-bom</artifactId>"))
                .isPositive()
                .isLessThan(embed.indexOf("<artifactId>shutter-ports</artifactId>"));
        assertThat(embed).contains("<version>" + version + "</version>", "<scope>import</scope>");
    }

    private static Document read(Path pom) throws IOException, ParserConfigurationException, SAXException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(pom.toFile());
    }

    /** The direct child element named {@code name}, or null. */
    private static Element element(Element parent, String name) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element child && child.getTagName().equals(name)) {
                return child;
            }
        }
        return null;
    }

    private static String child(Element parent, String name) {
        Element child = element(parent, name);
        return child == null ? null : child.getTextContent().trim();
    }

    private static List<String> texts(Element parent, String list, String item) {
        List<String> texts = new ArrayList<>();
        NodeList items = element(parent, list).getElementsByTagName(item);
        for (int i = 0; i < items.getLength(); i++) {
            texts.add(items.item(i).getTextContent().trim());
        }
        return texts;
    }
}
