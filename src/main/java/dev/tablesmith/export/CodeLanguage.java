package dev.tablesmith.export;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The languages the {@code code} export writes requests in, each with the SDK it uses. */
public enum CodeLanguage {
    JAVA("java", "java", "Java (AWS SDK for Java 2.x)"),
    PYTHON("python", "py", "Python (boto3)"),
    JAVASCRIPT("javascript", "js", "JavaScript (AWS SDK for JavaScript v3)");

    private final String id;
    private final String fileExtension;
    private final String title;

    CodeLanguage(String id, String fileExtension, String title) {
        this.id = id;
        this.fileExtension = fileExtension;
        this.title = title;
    }

    /** The name on the command line ({@code --language java}) and in Markdown code fences. */
    public String id() {
        return id;
    }

    public String fileExtension() {
        return fileExtension;
    }

    public String title() {
        return title;
    }

    /** The language named {@code id} (case-insensitive), if there is one. */
    public static Optional<CodeLanguage> byId(String id) {
        return Arrays.stream(values()).filter(l -> l.id.equals(id.toLowerCase(Locale.ROOT))).findFirst();
    }
}
