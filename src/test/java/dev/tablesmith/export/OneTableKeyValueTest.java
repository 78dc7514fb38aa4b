package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.EntityKey;
import org.junit.jupiter.api.Test;

/**
 * Key templates as OneTable value templates. What OneTable does with them is read from its Model.runTemplate
 * (dynamodb-onetable 2.7): {@code ${name:W:C}} left-pads the value's text with C to W characters, and a key with an
 * unresolved variable is not written. {@code OneTableExportMotoTest} runs the results through OneTable itself.
 */
class OneTableKeyValueTest {
    private static OneTableKeyValue value(String template, String when) {
        return OneTableKeyValue.of(new EntityKey("SK", template, when));
    }

    @Test
    void padToWholeDigitsIsOneTablesZeroPaddingAndExact() {
        OneTableKeyValue value = value("LINE#{lineNo|pad:3}", null);
        assertThat(value.value()).isEqualTo("LINE#${lineNo:3:0}");
        assertThat(value.exact()).isTrue();
    }

    @Test
    void padWithDecimalsPadsToTheFullWidthAndSaysWhichValuesDiffer() {
        OneTableKeyValue value = value("PRICE#{price|pad:7.2}", null);
        assertThat(value.value()).isEqualTo("PRICE#${price:10:0}");
        assertThat(value.caveats()).singleElement().asString()
                .contains("cannot fix 2 decimals").contains("(12.34, not 12.3 or 12)");
    }

    @Test
    void caseAndDateFiltersHaveNoOneTableFormAndAreNamed() {
        OneTableKeyValue upper = value("{name|upper}#{empId}", null);
        assertThat(upper.value()).isEqualTo("${name}#${empId}");
        assertThat(upper.caveats()).containsExactly("OneTable has no upper filter, so name must be passed already in"
                + " that form");
        assertThat(value("DAY#{at|date}", null).caveats()).singleElement().asString().contains("no date filter");
    }

    @Test
    void attributeExistsOfATemplateAttributeIsWhatOneTableDoesByItself() {
        OneTableKeyValue value = value("ORG#{orgId}#MGR#{managerId}", "attribute_exists(managerId)");
        assertThat(value.value()).isEqualTo("ORG#${orgId}#MGR#${managerId}");
        assertThat(value.exact()).isTrue();
    }

    @Test
    void aConditionOnAnotherAttributeIsLeftToTheApplicationWithTheKeyPassedAsNull() {
        OneTableKeyValue open = value("OPEN", "status = PENDING");
        assertThat(open.value()).isEqualTo("OPEN");
        assertThat(open.caveats()).containsExactly("the design writes it only when status = PENDING but OneTable"
                + " writes it on every create: pass SK: null when the condition does not hold");
        assertThat(value("{name}", "attribute_exists(managerId)").exact()).isFalse();
    }

    @Test
    void aLiteralDollarBraceWouldBeReadAsAVariable() {
        OneTableKeyValue value = value("A${{x}}", null);
        assertThat(value.value()).isEqualTo("A${x}");
        assertThat(value.caveats()).singleElement().asString().contains("reads as a variable");
    }

    @Test
    void theTypeFieldIsTheAttributeHoldingTheEntityNameInEveryRecord() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        assertThat(OneTableTypeField.find(gallery.load(gallery.find("commerce-main").orElseThrow()).table()))
                .contains("entity");
        assertThat(OneTableTypeField.find(gallery.load(gallery.find("ledgerleaf").orElseThrow()).table()))
                .isEmpty();
    }
}
