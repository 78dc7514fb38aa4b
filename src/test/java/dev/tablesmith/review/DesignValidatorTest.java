package dev.tablesmith.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DesignValidatorTest {
    private final DesignValidator validator = new DesignValidator();

    @Test
    void seedCommerceDesignIsValid() {
        assertThat(validator.validate(CommerceMain.design())).isEmpty();
    }

    @Test
    void minimalTableWithOnlyAPartitionKeyIsValid() {
        Design design = Design.of("kv", new Table("kv-store", KeySchema.of(KeyAttribute.s("id"), null),
                null, null, null, null, null));

        assertThat(validator.validate(design)).isEmpty();
    }

    @Test
    void problemListCannotBeModified() {
        List<Problem> problems = validator.validate(CommerceMain.withTable(t -> t));

        assertThat(problems).isUnmodifiable();
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "commerce-main", "a.b_c-D9", "Orders.2026_v2"})
    void validTableNamesAreAccepted(String name) {
        assertThat(validator.validate(renamed(name))).isEmpty();
    }

    @Test
    void tableNameOf255CharactersIsAccepted() {
        assertThat(validator.validate(renamed("x".repeat(255)))).isEmpty();
    }

    @Test
    void tableNameShorterThanThreeCharactersIsRejected() {
        assertThat(validator.validate(renamed("ab"))).containsExactly(
                Problem.at("/tables/0/name", "table name 'ab' must be 3 to 255 characters long, not 2"));
    }

    @Test
    void tableNameLongerThan255CharactersIsRejected() {
        assertThat(validator.validate(renamed("t".repeat(256)))).singleElement()
                .satisfies(p -> assertThat(p.message()).endsWith("must be 3 to 255 characters long, not 256"));
    }

    @Test
    void tableNameWithASpaceIsRejected() {
        assertThat(validator.validate(renamed("commerce main"))).containsExactly(Problem.at("/tables/0/name",
                "table name 'commerce main' may contain only letters, digits, '_', '-' and '.'"));
    }

    @Test
    void emptyTableNameIsReportedOnce() {
        assertThat(validator.validate(renamed(""))).containsExactly(Problem.at("/tables/0/name", "table has no name"));
    }

    @Test
    void duplicateTableNamesAreRejected() {
        Table table = CommerceMain.table();
        Design design = new Design("two", "", List.of(table, table), null);

        assertThat(validator.validate(design)).containsExactly(
                Problem.at("/tables/1/name", "table name 'commerce-main' is already used by tables[0]"));
    }

    @Test
    void problemsOfTheSecondTableHaveItsIndexInThePath() {
        Table other = renamedTable("other-table");
        Table broken = new Table("broken", new KeySchema(List.of(new KeyAttribute("PK", null)), List.of()),
                null, null, null, null, null);
        Design design = new Design("two", "", List.of(other, broken), null);

        assertThat(validator.validate(design)).containsExactly(
                Problem.at("/tables/1/partitionKey/type", "key attribute 'PK' has no type (S, N or B)"));
    }

    private static Design renamed(String name) {
        return Design.of("d", renamedTable(name));
    }

    private static Table renamedTable(String name) {
        Table t = CommerceMain.table();
        return new Table(name, t.keySchema(), t.indexes(), t.settings(), t.entities(), t.accessPatterns(), t.items());
    }
}
