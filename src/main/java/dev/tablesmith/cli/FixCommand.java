package dev.tablesmith.cli;

import dev.tablesmith.edit.NativeKeyEdits;
import dev.tablesmith.edit.SchemaChange;
import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.MultiAttributeConversion;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith fix FILE --native-key GSI1}: applies the {@code native-multi-attribute-key} finding of
 * {@code tablesmith check} to a design file, as the review panel's "Preview and apply" does: the GSI is keyed by the
 * typed attributes its composite-string templates were made of, and the synthetic templates are removed. Prints the
 * edit's effects and the engine's before/after on the sample items (membership, reordered collections, storage,
 * write units), then saves the file (not with {@code --dry-run}). A GSI that cannot be converted is one line on
 * standard error and exit 1.
 */
@Command(name = "fix",
        mixinStandardHelpOptions = true,
        description = {"Apply a review finding's fix to a design file (*.tablesmith.json).",
            "--native-key GSI re-keys a GSI whose key templates are composite strings of the item's own"
                + " attributes with a native multi-attribute key (the native-multi-attribute-key finding)."},
        footer = {"", "Exit codes: 0 fixed (or previewed with --dry-run), 1 the fix does not apply, 2 usage error."})
final class FixCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The design file to change.")
    private Path file;

    @Option(names = "--native-key", required = true, paramLabel = "GSI",
            description = "The GSI to key natively by its templates' attributes.")
    private String index;

    @Option(names = "--table", paramLabel = "NAME", description = "The table (default: the design's first).")
    private String tableName;

    @Option(names = "--dry-run", description = "Print what the fix does without saving the file.")
    private boolean dryRun;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            new InputFiles(spec).requireFiles(file.toString());
        } catch (CommandFailure e) {
            return e.exitCode();
        }
        JsonDesignStore store = new JsonDesignStore();
        try {
            Design design = store.load(file);
            Table table = tableName == null ? design.table() : design.table(tableName).orElseThrow(() ->
                    new IllegalArgumentException("no table " + tableName));
            SchemaChange change = NativeKeyEdits.plan(table, index);
            Design after = NativeKeyEdits.apply(table.name(), index).apply(design);
            MultiAttributeConversion preview = MultiAttributeConversion.compare(table, change.table(), index);
            change.effects().forEach(e -> out.println("- " + e));
            out.println(String.format(Locale.ROOT, "members: %d sample items before, %d after (joins %d, leaves %d)",
                    preview.membersBefore().size(), preview.membersAfter().size(), preview.joined().size(),
                    preview.left().size()));
            out.println("collections: " + preview.collections().size() + ", " + preview.reordered().size()
                    + " in a new order");
            out.println(String.format(Locale.ROOT, "storage: %,d B -> %,d B on the table for %d sample items",
                    preview.tableBytesBefore(), preview.tableBytesAfter(), preview.sampleItems()));
            out.println(String.format(Locale.ROOT, "writes: %.1f WCU -> %.1f WCU to put every sample item",
                    preview.writeUnitsBefore(), preview.writeUnitsAfter()));
            if (!dryRun) {
                store.save(after, file);
                out.println("saved " + file);
            }
            out.flush();
            return 0;
        } catch (IllegalArgumentException refused) {
            err.println(file + ": " + refused.getMessage());
        } catch (DesignLoadException e) {
            e.problems().forEach(err::println);
            err.println(spec.qualifiedName() + ": " + file + " has problems; nothing changed (see tablesmith validate)");
        } catch (IOException e) {
            err.println(spec.qualifiedName() + ": " + OneLineErrorHandler.describe(e));
        }
        err.flush();
        return TablesmithCommand.EXIT_FAILURE;
    }
}
