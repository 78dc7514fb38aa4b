package dev.tablesmith.ui.recovery;

import dev.tablesmith.model.Design;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Objects;
import java.util.Optional;

/**
 * A design autosaved by a window that did not close cleanly (a crash, a killed process), found at start-up.
 *
 * @param id           the window's recovery id; the file is {@code ID.recovery.json} in the recovery folder
 * @param design       the design as it was at the last autosave
 * @param originalFile the design file the window belonged to, or null for a new design or an example
 * @param savedAt      when the autosave was written
 */
public record RecoveryFile(String id, Design design, Path originalFile, Instant savedAt) {
    static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    public RecoveryFile {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(design, "design");
        Objects.requireNonNull(savedAt, "savedAt");
    }

    public Optional<Path> original() {
        return Optional.ofNullable(originalFile);
    }

    /**
     * One paragraph for the recovery offer, naming the design, its file and when it was autosaved, e.g.
     * "commerce-main (/home/me/commerce.tablesmith.json), autosaved 2026-11-30 09:12:04".
     */
    public String describe(ZoneId zone) {
        String where = original().map(Path::toString).orElse("never saved to a file");
        return design.name() + " (" + where + "), autosaved " + WHEN.format(savedAt.atZone(zone));
    }
}
