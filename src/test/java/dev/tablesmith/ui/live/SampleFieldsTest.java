package dev.tablesmith.ui.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SampleFieldsTest {
    @Test
    void anEmptyGenerateFieldMeansTheDesignsOwnItems() {
        SampleFields fields = new SampleFields();

        assertThat(fields.read()).isEqualTo(new SampleFields.Spec(null, 7));
    }

    @Test
    void aCountAndASeedAskForGeneratedRecords() {
        SampleFields fields = new SampleFields();
        fields.generateProperty().set(" 200 ");
        fields.seedProperty().set("42");

        assertThat(fields.read()).isEqualTo(new SampleFields.Spec(200, 42));
    }

    @Test
    void aNegativeCountOrAWordIsRefusedNamingTheField() {
        SampleFields fields = new SampleFields();
        fields.generateProperty().set("-3");
        assertThatThrownBy(fields::read).hasMessageStartingWith("generate: '-3' is not a number of records");

        fields.generateProperty().set("");
        fields.seedProperty().set("x1");
        assertThatThrownBy(fields::read).hasMessage("seed: 'x1' is not a whole number");
    }
}
