package dev.shutter.docs;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * What an example's POM must hold to build the same copied out of the repository, as a host's own project: the
 * reasons it would not, one sentence each. A copy has no {@code ../pom.xml}, and the {@code shutter-examples}
 * aggregator is never installed; so nothing may come from the tree around it: no parent of Shutter's, no
 * {@code relativePath}, no property, version or plugin version it does not write itself or import.
 */
final class StandAlonePom {

    /**
     * The plugins {@code mvn clean verify} runs on a jar. Without a parent, Maven's own defaults choose their
     * versions, old ones (Maven 3.8's Surefire 2.12 runs no JUnit 5 test), so an example pins each.
     */
    static final List<String> LIFECYCLE_PLUGINS = List.of(
            "maven-clean-plugin",
            "maven-resources-plugin",
            "maven-compiler-plugin",
            "maven-surefire-plugin",
            "maven-jar-plugin",
            "maven-install-plugin",
            "maven-deploy-plugin");

    private static final Pattern PROPERTY = Pattern.compile("\\$\\{([^}]+)}");

    private StandAlonePom() {}

    /** Every reason the POM would not build copied out, in the POM's order; none when it would. */
    static List<String> problems(String pomXml) {
        Element project = parse(pomXml);
        List<String> problems = new ArrayList<>();
        Element parent = child(project, "parent");
        if (parent != null) {
            String coordinates = text(parent, "groupId") + ":" + text(parent, "artifactId");
            if ("dev.shutter".equals(text(parent, "groupId"))) {
                problems.add("its parent is Shutter's own " + coordinates + ", which a copy cannot find");
            }
            if (child(parent, "relativePath") == null) {
                problems.add("its parent " + coordinates + " has no empty <relativePath/>, so Maven looks in"
                        + " ../pom.xml first");
            }
        }
        for (Element relativePath : descendants(project, "relativePath")) {
            if (!relativePath.getTextContent().isBlank()) {
                problems.add("it names the relativePath "
                        + relativePath.getTextContent().strip() + ", a file in the tree around it");
            }
        }
        Set<String> defined = new TreeSet<>();
        Element properties = child(project, "properties");
        if (properties != null) {
            for (Element property : children(properties)) {
                defined.add(property.getTagName());
            }
        }
        for (String used : propertiesUsed(project)) {
            if (!defined.contains(used) && !used.startsWith("project.") && !used.equals("basedir")) {
                problems.add("it uses ${" + used + "}, which it does not define");
            }
        }
        if (parent == null) {
            problems.addAll(unmanagedDependencies(project));
            problems.addAll(unpinnedPlugins(project));
        }
        return problems;
    }

    /** Without a parent, a dependency without a version needs an import of its own group's BOM. */
    private static List<String> unmanagedDependencies(Element project) {
        List<String> imported = new ArrayList<>();
        Element management = child(project, "dependencyManagement");
        Element managed = management == null ? null : child(management, "dependencies");
        if (managed != null) {
            for (Element dependency : children(managed)) {
                if ("import".equals(text(dependency, "scope"))) {
                    imported.add(text(dependency, "groupId"));
                }
            }
        }
        List<String> problems = new ArrayList<>();
        Element dependencies = child(project, "dependencies");
        for (Element dependency : dependencies == null ? List.<Element>of() : children(dependencies)) {
            String group = text(dependency, "groupId");
            boolean covered = imported.stream().anyMatch(bom -> group.equals(bom) || group.startsWith(bom + "."));
            if (text(dependency, "version") == null && !covered) {
                problems.add("its dependency " + group + ":" + text(dependency, "artifactId")
                        + " has no version, and no BOM it imports manages it");
            }
        }
        return problems;
    }

    /** Without a parent, every plugin named has a version, and so has each plugin of a jar's lifecycle. */
    private static List<String> unpinnedPlugins(Element project) {
        List<String> problems = new ArrayList<>();
        Set<String> pinned = new TreeSet<>();
        for (Element plugin : descendants(project, "plugin")) {
            String artifact = text(plugin, "artifactId");
            if (text(plugin, "version") == null) {
                problems.add("its plugin " + artifact + " has no version");
            } else {
                pinned.add(artifact);
            }
        }
        for (String plugin : LIFECYCLE_PLUGINS) {
            if (!pinned.contains(plugin)) {
                problems.add("it pins no version of " + plugin + ", so Maven's own default, an old one, builds it");
            }
        }
        return problems;
    }

    /** The names inside every {@code ${...}} of the POM's text and attributes, comments left out. */
    private static Set<String> propertiesUsed(Node node) {
        Set<String> used = new TreeSet<>();
        if (node.getNodeType() == Node.TEXT_NODE || node.getNodeType() == Node.CDATA_SECTION_NODE) {
            Matcher property = PROPERTY.matcher(node.getNodeValue());
            while (property.find()) {
                used.add(property.group(1));
            }
        }
        for (Node child = node.getFirstChild(); child != null; child = child.getNextSibling()) {
            used.addAll(propertiesUsed(child));
        }
        return used;
    }

    private static Element parse(String xml) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return factory.newDocumentBuilder()
                    .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)))
                    .getDocumentElement();
        } catch (Exception e) {
            throw new IllegalArgumentException("not a POM: " + e.getMessage(), e);
        }
    }

    private static List<Element> children(Element element) {
        List<Element> children = new ArrayList<>();
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element e) {
                children.add(e);
            }
        }
        return children;
    }

    private static Element child(Element element, String name) {
        return children(element).stream()
                .filter(child -> child.getTagName().equals(name))
                .findFirst()
                .orElse(null);
    }

    private static List<Element> descendants(Element element, String name) {
        List<Element> found = new ArrayList<>();
        for (Element child : children(element)) {
            if (child.getTagName().equals(name)) {
                found.add(child);
            }
            found.addAll(descendants(child, name));
        }
        return found;
    }

    /** The trimmed text of the child element, or null when there is none. */
    private static String text(Element element, String name) {
        Element child = child(element, name);
        return child == null ? null : child.getTextContent().strip();
    }
}
