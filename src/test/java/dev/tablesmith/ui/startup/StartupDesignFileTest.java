package dev.tablesmith.ui.startup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.IoDesignLibrary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StartupDesignFileTest {
    private final IoDesignLibrary library = new IoDesignLibrary();

    @TempDir
    Path dir;

    @Test
    void anExampleWithGeneratedRecordsIsWrittenToATemporaryDesignFileOfThatSize() throws Exception {
        StartupDesignFile prepared = StartupDesignFile.prepare(library, "commerce-main", 500);
        try {
            Design written = new JsonDesignStore().load(prepared.file());
            int entities = written.table().entities().size();

            assertThat(prepared.temporary()).isTrue();
            assertThat(prepared.file().getFileName().toString()).endsWith(".tablesmith.json");
            assertThat(prepared.records()).isEqualTo(StartupDesignFile.records(written.table()))
                    .isEqualTo((long) (500 / entities) * entities);
        } finally {
            prepared.cleanUp();
        }
        assertThat(prepared.file()).doesNotExist();
    }

    @Test
    void aDesignFileIsOpenedWhereItIsAndNeverDeleted() throws Exception {
        StartupDesignFile example = StartupDesignFile.prepare(library, "users-groups", 0);
        Path file = dir.resolve("users.tablesmith.json");
        Files.move(example.file(), file);

        StartupDesignFile prepared = StartupDesignFile.prepare(library, file.toString(), 0);
        prepared.cleanUp();

        assertThat(prepared.file()).isEqualTo(file).exists();
        assertThat(prepared.temporary()).isFalse();
    }

    @Test
    void anUnknownExampleNamesTheExamplesThereAre() {
        assertThatThrownBy(() -> StartupDesignFile.prepare(library, "shop", 0))
                .isInstanceOf(IOException.class)
                .hasMessageStartingWith("no example named 'shop'; the examples are ")
                .hasMessageContaining("commerce-main");
    }
}
