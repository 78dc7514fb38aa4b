package dev.tablesmith.review;

import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;
import static dev.tablesmith.review.CommerceMain.key;
import static dev.tablesmith.review.CommerceMain.record;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class RecordRulesTest {
    private static final String ORDER_RECORD = "/tables/0/entities/1/records/0";
    private final DesignValidator validator = new DesignValidator();

    private List<Problem> orderRecord(UnaryOperator<Item> change) {
        return validator.validate(CommerceMain.withEntity("Order", record(0, change)));
    }

    @Test
    void undeclaredRecordAttributeSuggestsTheCloseOne() {
        assertThat(orderRecord(r -> r.with("totl", n("5")))).containsExactly(Problem.at(ORDER_RECORD + "/totl",
                "record attribute 'totl' is not declared by Order; did you mean 'total'?"));
    }

    @Test
    void keyAttributeInARecordIsExplained() {
        assertThat(orderRecord(r -> r.with("GSI2PK", s("OPEN")))).containsExactly(Problem.at(ORDER_RECORD + "/GSI2PK",
                "'GSI2PK' is a key attribute; records hold attribute values only, and keys are rendered from Order's"
                        + " key templates"));
    }

    @Test
    void valueOfAnotherTypeThanDeclaredIsRejected() {
        assertThat(orderRecord(r -> r.with("total", s("59.98")))).containsExactly(Problem.at(ORDER_RECORD + "/total",
                "'total' is declared N but the record has S"));
    }

    @Test
    void numberThatIsNotANumberIsRejected() {
        assertThat(orderRecord(r -> r.with("total", n("lots")))).containsExactly(Problem.at(ORDER_RECORD + "/total",
                "'total' is N but 'lots' is not a number"));
    }

    @Test
    void missingRequiredAttributeIsRejected() {
        assertThat(orderRecord(r -> r.without("orderId"))).containsExactly(Problem.at(ORDER_RECORD,
                "record lacks required attribute 'orderId'"));
    }

    @Test
    void missingOptionalAttributeIsFine() {
        assertThat(orderRecord(r -> r.without("total"))).isEmpty();
    }

    @Test
    void enumValueOutsideTheEnumIsRejected() {
        assertThat(orderRecord(r -> r.with("status", s("SHIPPED")))).containsExactly(Problem.at(
                ORDER_RECORD + "/status", "'SHIPPED' is not one of the values of 'status' (PENDING, PAID, FULFILLED)"));
    }

    @Test
    void priceTooWideForItsPaddedSortKeyIsRejected() {
        Design design = CommerceMain.withEntity("Product", record(0, r -> r.with("price", n("19999999.5"))));

        assertThat(validator.validate(design)).containsExactly(Problem.at("/tables/0/entities/3/records/0/price",
                "record cannot render GSI1SK: 19999999.5 does not fit pad:7.2 (7 integer digits)"));
    }

    @Test
    void negativePriceForAPaddedSortKeyIsRejected() {
        Design design = CommerceMain.withEntity("Product", record(0, r -> r.with("price", n("-1"))));

        assertThat(validator.validate(design)).extracting(Problem::message).singleElement().asString()
                .startsWith("record cannot render GSI1SK: -1 is negative");
    }

    @Test
    void optionalAttributeMissingFromATableKeyIsRejected() {
        Design design = CommerceMain.withEntity("Order", key("SK", "ORDER#{orderDate}#{customerName}", null)
                .andThen(record(0, r -> r.without("customerName")))::apply);

        assertThat(validator.validate(design)).containsExactly(Problem.at(ORDER_RECORD,
                "record has no 'customerName', which SK's template needs; every item needs the table's primary key"));
    }

    @Test
    void optionalAttributeMissingFromAnIndexKeyOnlyKeepsTheItemOutOfTheIndex() {
        Design design = CommerceMain.withEntity("Customer", record(0, r -> r.without("tier")));

        assertThat(validator.validate(design)).isEmpty();
    }

    @Test
    void sparseKeyIsRenderedOnlyWhenItsConditionHolds() {
        UnaryOperator<Entity> change = key("GSI2PK", "OPEN#{total|pad:2}", "status = PAID");

        assertThat(validator.validate(CommerceMain.withEntity("Order", change))).isEmpty();
        assertThat(validator.validate(CommerceMain.withEntity("Order", change.andThen(
                record(0, r -> r.with("status", s("PAID"))))::apply))).containsExactly(Problem.at(
                        ORDER_RECORD + "/total",
                        "record cannot render GSI2PK: 59.98 is not a whole number (pad:2 does not round)"));
    }

    @Test
    void recordOfAnUnknownTypeAttributeValueStillReportsOnce() {
        assertThat(orderRecord(r -> r.with("total", AttributeValue.nul()))).hasSize(1);
    }

    @Test
    void filteredTableKeyIsRenderedForEveryRecord() {
        Design design = CommerceMain.withEntity("Order", key("SK", "ORDER#{orderDate|date}#{orderId}", null)
                .andThen(record(0, r -> r.with("orderDate", s("yesterday"))))::apply);

        assertThat(validator.validate(design)).extracting(Problem::path, p -> p.message().startsWith(
                "record cannot render SK: ")).containsExactly(org.assertj.core.groups.Tuple.tuple(
                        ORDER_RECORD + "/orderDate", true));
    }

    @Test
    void everyRecordOfAManyRecordEntityIsCheckedWithTheEntitysTemplates() {
        UnaryOperator<Entity> change = entity -> entity.withRecords(java.util.stream.IntStream.range(0, 3000)
                .mapToObj(i -> entity.records().get(0).with("orderId", s("o" + i))
                        .with("status", s(i == 2999 ? "LOST" : "PAID")))
                .toList());

        assertThat(validator.validate(CommerceMain.withEntity("Order", change))).extracting(Problem::path)
                .containsExactly("/tables/0/entities/1/records/2999/status");
    }
}
