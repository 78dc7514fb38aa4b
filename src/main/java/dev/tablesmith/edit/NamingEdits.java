package dev.tablesmith.edit;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DynamoDbNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Renames the design and its tables. A design's name is free text (one line, not blank); a table's name follows
 * DynamoDB's CreateTable rule, 3 to 255 characters of {@code a-z A-Z 0-9 _ - .}, and is unique in the design. Each
 * rename is one undoable command, refused with the rule's message when the new name breaks it.
 *
 * <p>A new design is called {@value #UNTITLED}, and so is its table; the first save names both after the file
 * ({@link #nameUntitledAfter}), so exports, deploys and recovery offers no longer say "untitled".
 */
public final class NamingEdits {
    /** The name of a new design and of its table until they are renamed or saved. */
    public static final String UNTITLED = "untitled";
    /** A design name is one line of at most this many characters (it titles windows and documents). */
    public static final int MAX_DESIGN_NAME = 255;

    private NamingEdits() {
    }

    /** Why {@code name} cannot name a design, if it cannot. */
    public static Optional<String> designNameProblem(String name) {
        String trimmed = name == null ? "" : name.strip();
        if (trimmed.isEmpty()) {
            return Optional.of("a design needs a name");
        }
        if (trimmed.length() > MAX_DESIGN_NAME) {
            return Optional.of("a design name has at most " + MAX_DESIGN_NAME + " characters, not " + trimmed.length());
        }
        if (trimmed.chars().anyMatch(Character::isISOControl)) {
            return Optional.of("a design name is one line of text");
        }
        return Optional.empty();
    }

    /** Why table {@code from} of {@code design} cannot be renamed to {@code to}, if it cannot. */
    public static Optional<String> tableNameProblem(Design design, String from, String to) {
        String name = to == null ? "" : to.strip();
        Optional<String> rule = DynamoDbNames.problem("table", name);
        if (rule.isPresent()) {
            return rule;
        }
        if (!name.equals(from) && design.table(name).isPresent()) {
            return Optional.of("this design already has a table named '" + name + "'");
        }
        return Optional.empty();
    }

    /**
     * Renames the design from {@code designFrom} to {@code designTo} and its table {@code tableFrom} to
     * {@code tableTo} as one command (either may stay as it is). Refused when a new name breaks its rule or nothing
     * changes.
     */
    public static Command rename(String designFrom, String designTo, String tableFrom, String tableTo) {
        String newDesign = designTo.strip();
        String newTable = tableTo.strip();
        return new Command() {
            @Override
            public Design apply(Design design) {
                designNameProblem(newDesign).ifPresent(NamingEdits::refuse);
                Table table = design.table(tableFrom).orElseThrow(() ->
                        new IllegalArgumentException("the design has no table named " + tableFrom));
                tableNameProblem(design, tableFrom, newTable).ifPresent(NamingEdits::refuse);
                if (newDesign.equals(design.name()) && newTable.equals(tableFrom)) {
                    throw new IllegalArgumentException("the names are unchanged");
                }
                return renamed(design, newDesign, table, newTable);
            }

            @Override
            public String description() {
                return describe(designFrom, newDesign, tableFrom, newTable);
            }
        };
    }

    /** "Rename design to blog", "Rename table untitled to blog", or both joined by "and". */
    static String describe(String designFrom, String designTo, String tableFrom, String tableTo) {
        List<String> parts = new ArrayList<>();
        if (!designFrom.equals(designTo)) {
            parts.add("design to " + designTo);
        }
        if (!tableFrom.equals(tableTo)) {
            parts.add("table " + tableFrom + " to " + tableTo);
        }
        return "Rename " + String.join(" and ", parts);
    }

    /**
     * The rename a first save to {@code fileBaseName} (the file name without its suffix) makes: a design called
     * {@value #UNTITLED} takes the file's name, and so does its table when it is also {@value #UNTITLED} (made
     * into a valid table name: other characters become '-', at most 255 characters, padded to 3). Empty when the
     * design has a name of its own.
     */
    public static Optional<Command> nameUntitledAfter(Design design, String fileBaseName) {
        String base = fileBaseName == null ? "" : fileBaseName.strip();
        if (!design.name().equals(UNTITLED) || base.isEmpty() || designNameProblem(base).isPresent()) {
            return Optional.empty();
        }
        String tableName = design.table().name();
        String newTable = tableName.equals(UNTITLED) ? tableNameFor(base) : tableName;
        if (tableNameProblem(design, tableName, newTable).isPresent()) {
            newTable = tableName;
        }
        if (base.equals(design.name()) && newTable.equals(tableName)) {
            return Optional.empty();
        }
        return Optional.of(rename(design.name(), base, tableName, newTable));
    }

    /** {@code text} as a DynamoDB table name: "my blog" → "my-blog", "ab" → "ab-table". */
    public static String tableNameFor(String text) {
        String name = text.strip().replaceAll("[^a-zA-Z0-9_.-]+", "-").replaceAll("^-+|-+$", "");
        if (name.length() > DynamoDbNames.MAX_LENGTH) {
            name = name.substring(0, DynamoDbNames.MAX_LENGTH);
        }
        if (name.isEmpty()) {
            return "table";
        }
        return name.length() < DynamoDbNames.MIN_LENGTH ? name + "-table" : name;
    }

    private static Design renamed(Design design, String designName, Table table, String tableName) {
        Table renamedTable = new Table(tableName, table.keySchema(), table.indexes(), table.settings(),
                table.entities(), table.accessPatterns(), table.items());
        return design.withTable(table.name(), renamedTable).withName(designName);
    }

    private static void refuse(String message) {
        throw new IllegalArgumentException(message);
    }
}
