package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WriteSpec;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The inputs a write pattern's request needs: each written item's key attributes and the unvalued placeholders. */
class WriteInputsTest {
    private Table ledger;

    @BeforeEach
    void openLedgerleaf() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        ledger = gallery.load(gallery.find("ledgerleaf").orElseThrow()).table();
    }

    private AccessPattern pattern(String id) {
        return ledger.accessPattern(id).orElseThrow();
    }

    private static AccessPattern without(AccessPattern pattern, String input) {
        Map<String, String> inputs = new HashMap<>(pattern.exampleInputs());
        inputs.remove(input);
        return pattern.withExampleInputs(inputs);
    }

    @Test
    void issuingAnInvoiceNeedsTheKeyAttributesOfTheInvoiceAndOfItsLine() {
        assertThat(WriteInputs.of(ledger, pattern("AP8"))).extracting(WriteInputs.Needed::name)
                .containsExactly("accountId", "issuedAt", "invoiceId", "lineNo");
        assertThat(WriteInputs.of(ledger, pattern("AP8")).get(3).type()).isEqualTo(AttributeType.N);
    }

    @Test
    void aMissingIssuedAtIsNamedWithTheTemplateThatNeedsIt() {
        AccessPattern issue = without(pattern("AP8"), "issuedAt");

        assertThat(WriteInputs.firstMissing(ledger, issue)).get().satisfies(missing -> {
            assertThat(missing.name()).isEqualTo("issuedAt");
            assertThat(missing.missingMessage())
                    .isEqualTo("Give issuedAt: Invoice's SK INVOICE#{issuedAt}#{invoiceId} needs it.");
        });
        assertThatThrownBy(() -> WritePatternRequests.build(ledger, issue)).isInstanceOf(MissingWriteInput.class)
                .hasMessage("Give issuedAt: Invoice's SK INVOICE#{issuedAt}#{invoiceId} needs it.");
    }

    @Test
    void aPlaceholderWithoutExampleValueIsAnInputTypedLikeTheAttributeItAddsTo() {
        AccessPattern keep = pattern("AP11");
        AccessPattern unvalued = keep.withWrite(new WriteSpec(keep.write().operation(),
                keep.write().updateExpression(), null, false));

        WriteInputs.Needed delta = WriteInputs.firstMissing(ledger, unvalued).orElseThrow();

        assertThat(delta.name()).isEqualTo("delta");
        assertThat(delta.placeholder()).isTrue();
        assertThat(delta.type()).isEqualTo(AttributeType.N);
        assertThat(delta.missingMessage()).isEqualTo("Give a value for :delta: Invoice's ADD #total :delta needs it.");
        assertThat(WriteInputs.firstMissing(ledger, keep)).isEmpty();
    }

    @Test
    void thePlaceholderIsMatchedToTheAttributeItIsWrittenToOrComparedWith() {
        assertThat(WriteInputs.assignedAttribute("SET #status = :s, GSI2PK = :o", "o")).contains("GSI2PK");
        assertThat(WriteInputs.assignedAttribute("ADD ticketsSold :qty, revenue :amount", "amount"))
                .contains("revenue");
        assertThat(WriteInputs.assignedAttribute("stock >= :qty", "qty")).contains("stock");
        assertThat(WriteInputs.assignedAttribute("SET a = :q1", "q")).isEmpty();
    }

    @Test
    void aReadNeedsNoWriteInputs() {
        assertThat(WriteInputs.of(ledger, pattern("AP1"))).isEmpty();
    }
}
