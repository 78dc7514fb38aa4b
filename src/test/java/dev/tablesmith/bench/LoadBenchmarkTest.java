package dev.tablesmith.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.live.ItemCounter;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.live.SdkTables;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(MotoServerExtension.class)
class LoadBenchmarkTest {
    private static Design commerceMain() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return gallery.load(gallery.find("commerce-main").orElseThrow());
    }

    @Test
    void bothLoadersFillTheirTableAndTheRatioIsPrinted(MotoServer moto) throws Exception {
        StringWriter text = new StringWriter();

        new LoadBenchmark(commerceMain(), 3, new PrintWriter(text, true)).run(300, 4, moto.endpoint().toString());

        assertThat(text.toString()).contains("Tablesmith BatchLoader (4 in flight)")
                .contains("plain sequential BatchWriteItem loop").contains("speed-up (sequential time / BatchLoader time)")
                .doesNotContain("NOTE");
    }

    @Test
    void theSequentialLoopWritesEveryItem(MotoServer moto) throws Exception {
        EngineBenchmark.Loaded loaded = new EngineBenchmark(commerceMain(), 5, new PrintWriter(Writer.nullWriter()))
                .load(120);
        Table table = loaded.table();
        String name = "seq-" + ProcessHandle.current().pid();
        Table renamed = new Table(name, table.keySchema(), table.indexes(), table.settings(), table.entities(),
                table.accessPatterns(), table.items());
        moto.client().createTable(SdkTables.createTable(renamed));
        List<Item> items = loaded.items();

        LoadBenchmark.sequential(moto.client(), name, items);

        assertThat(ItemCounter.count(moto.client(), name)).isEqualTo(items.size());
    }
}
