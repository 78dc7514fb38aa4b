package dev.tablesmith.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;
import javafx.css.CssParser;
import javafx.css.Stylesheet;
import org.junit.jupiter.api.Test;

/**
 * The app's stylesheet parses without errors: JavaFX drops every rule after a syntax error (an unclosed brace left
 * by a merge once silently unstyled half the designer).
 */
class StylesheetTest {

    @Test
    void appStylesheetParsesWithoutErrors() throws IOException {
        URL css = TablesmithApp.class.getResource("/dev/tablesmith/ui/app.css");
        CssParser.errorsProperty().clear();
        Stylesheet sheet = new CssParser().parse(css);
        assertThat(CssParser.errorsProperty()).as("CSS errors").isEmpty();
        assertThat(sheet.getRules()).hasSizeGreaterThan(50);
        assertThat(sheet.getRules().stream().flatMap(r -> r.getSelectors().stream()).map(Object::toString))
                .anyMatch(s -> s.contains("tables-")).anyMatch(s -> s.contains("patterns-"))
                .anyMatch(s -> s.contains("collections-")).anyMatch(s -> s.contains("entity-chart"));
    }
}
