package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlanner;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SampleInputsTest {
    private Table table;
    private AccessPatternPlanner planner;

    @BeforeEach
    void openCommerceMain() throws Exception {
        var design = PatternsViewModelTest.commerceMain();
        table = design.table();
        planner = new AccessPatternPlanner(table, design.pricing());
    }

    private List<RunInput> inputs(AccessPattern pattern) {
        return SampleInputs.of(planner.plan(pattern), table);
    }

    private AccessPattern ap(String id) {
        return table.accessPattern(id).orElseThrow();
    }

    @Test
    void anInputIsPrefilledFromThePatternsExampleInputs() {
        List<RunInput> inputs = inputs(ap("AP2"));
        assertThat(inputs).extracting(RunInput::name).containsExactly("customerId");
        assertThat(inputs.get(0).valueProperty().get()).isEqualTo("c1");
        assertThat(inputs.get(0).type()).isEqualTo(AttributeType.S);
    }

    @Test
    void withoutExampleInputsTheValueComesFromASampleItemOfTheEntity() {
        AccessPattern noExamples = new PatternDraft(ap("AP8")).exampleInputs(Map.of()).build();
        String value = inputs(noExamples).get(0).valueProperty().get();
        List<String> categories = table.entity("Product").orElseThrow().records().stream()
                .flatMap(r -> r.get("category").stream()).map(v -> ((dev.tablesmith.model.AttributeValue.S) v)
                        .value()).toList();
        assertThat(categories).contains(value);
    }

    @Test
    void aNewUpdateTakesItsKeyAttributesFromASampleRecordAndLeavesItsPlaceholderEmpty() {
        AccessPattern retitle = new AccessPattern("W9", "Rename a customer", "", dev.tablesmith.model.PatternKind.WRITE,
                List.of("Customer"), List.of(), null, null, null, 1, dev.tablesmith.model.ReadConsistency.EVENTUAL,
                null, null, Map.of(), new dev.tablesmith.model.WriteSpec(dev.tablesmith.model.WriteOperation.UPDATE,
                "SET email = :email", null, false));
        List<RunInput> inputs = inputs(retitle);
        RunInput customerId = inputs.stream().filter(i -> i.name().equals("customerId")).findFirst().orElseThrow();
        RunInput email = inputs.stream().filter(i -> i.name().equals("email")).findFirst().orElseThrow();
        assertThat(table.entity("Customer").orElseThrow().records()).anySatisfy(r -> assertThat(r.get("customerId"))
                .contains(dev.tablesmith.model.AttributeValue.s(customerId.valueProperty().get())));
        assertThat(email.label()).isEqualTo(":email");
        assertThat(email.valueProperty().get()).isEmpty();
    }

    @Test
    void betweenHasFromAndToFieldsAndConstantsHaveNone() {
        List<RunInput> inputs = inputs(ap("AP5"));
        assertThat(inputs).extracting(RunInput::name).containsExactly("from", "to");
        assertThat(inputs).extracting(i -> i.valueProperty().get()).containsExactly("2026-07-01", "2026-07-31");
        assertThat(inputs(ap("AP4"))).isEmpty();
        assertThat(inputs(ap("AP10"))).extracting(RunInput::name).contains("customerId", "orderId", "qty", "sku");
    }

    @Test
    void aNonNumberForANumberAttributeGetsAMessageAtItsField() {
        AccessPattern byStock = AccessPattern.read("AP99", "by stock", List.of("Product"),
                List.of(Equality.input("stock")));
        List<RunInput> inputs = inputs(byStock);
        assertThat(inputs.get(0).type()).isEqualTo(AttributeType.N);
        inputs.get(0).valueProperty().set("many");

        assertThat(SampleInputs.validate(inputs)).isFalse();
        assertThat(inputs.get(0).errorProperty().get()).startsWith("stock is a number (N):");

        inputs.get(0).valueProperty().set("12");
        assertThat(SampleInputs.validate(inputs)).isTrue();
        assertThat(inputs.get(0).errorProperty().get()).isEmpty();
    }

    @Test
    void typedValuesBecomeTheExampleInputsThePlannerUses() {
        List<RunInput> inputs = inputs(ap("AP2"));
        inputs.get(0).valueProperty().set("c2");
        AccessPattern typed = SampleInputs.withInputs(ap("AP2"), inputs);
        assertThat(typed.exampleInputs()).containsEntry("customerId", "c2");
        assertThat(planner.plan(typed).request().values().values()).anySatisfy(v ->
                assertThat(v.toString()).contains("CUST#c2"));
    }
}
