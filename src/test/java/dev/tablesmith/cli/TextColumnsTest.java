package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class TextColumnsTest {
    @Test
    void columnsAreAlignedToTheirWidestCellAndTheLastIsNotPadded() {
        TextColumns table = new TextColumns("NAME", "TITLE", "DESCRIPTION");
        table.addRow("commerce-main", "Commerce", "One table, two GSIs.");
        table.addRow("chat", "Chat rooms", "");
        StringWriter out = new StringWriter();

        table.print(new PrintWriter(out, true));

        assertThat(out.toString().lines()).containsExactly(
                "NAME           TITLE       DESCRIPTION",
                "commerce-main  Commerce    One table, two GSIs.",
                "chat           Chat rooms");
    }

    @Test
    void rowWithTheWrongNumberOfCellsIsRejected() {
        TextColumns table = new TextColumns("A", "B");

        assertThatThrownBy(() -> table.addRow("only one")).isInstanceOf(IllegalArgumentException.class);
    }
}
