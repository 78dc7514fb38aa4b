package dev.tablesmith.review;

import static dev.tablesmith.review.CommerceMain.key;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EntityKeyRulesTest {
    private final DesignValidator validator = new DesignValidator();

    private List<Problem> orderKey(String attribute, String template) {
        return validator.validate(CommerceMain.withEntity("Order", key(attribute, template, null)));
    }

    @Test
    void keyBoundToAnAttributeThatIsNoKeyIsRejected() {
        assertThat(orderKey("GSI3PK", "X#{orderId}")).containsExactly(Problem.at("/tables/0/entities/1/keys/GSI3PK",
                "'GSI3PK' is not a key attribute of table commerce-main or its indexes"));
    }

    @Test
    void keyPathEscapesSlashAndTilde() {
        assertThat(orderKey("a/b~c", "X")).extracting(Problem::path)
                .containsExactly("/tables/0/entities/1/keys/a~1b~0c");
    }

    @Test
    void keyWrittenTwiceIsRejected() {
        Design design = CommerceMain.withEntity("Order", e -> {
            List<EntityKey> keys = new ArrayList<>(e.keys());
            keys.add(EntityKey.of("SK", "ORDER#{orderId}"));
            return e.withKeys(keys);
        });

        assertThat(validator.validate(design)).containsExactly(
                Problem.at("/tables/0/entities/1/keys/SK", "Order writes 'SK' more than once"));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '¦', value = {
        "CUST#{customerId ¦ 6 ¦ unclosed '{' opened at column 6",
        "ORDER#{orderDate|padd:3} ¦ 18 ¦ unknown filter 'padd' (known: pad, upper, lower, date, datetime)",
        "ORDER#{} ¦ 7 ¦ empty placeholder",
        "ORDER}#{orderId} ¦ 6 ¦ '}' without '{' (write '}}' for a literal brace)",
    })
    void templateSyntaxErrorsCarryTheColumn(String template, int column, String message) {
        assertThat(orderKey("SK", template))
                .containsExactly(new Problem("/tables/0/entities/1/keys/SK/template", column, message));
    }

    @Test
    void unknownAttributeSuggestsTheCloseOne() {
        assertThat(orderKey("SK", "ORDER#{orderDat}#{orderId}")).containsExactly(new Problem(
                "/tables/0/entities/1/keys/SK/template", 7,
                "template refers to unknown attribute 'orderDat'; did you mean 'orderDate'?"));
    }

    @Test
    void unknownAttributeFarFromAnyIsReportedWithoutSuggestion() {
        assertThat(orderKey("GSI1SK", "{shippedAt}")).containsExactly(new Problem(
                "/tables/0/entities/1/keys/GSI1SK/template", 1, "template refers to unknown attribute 'shippedAt'"));
    }

    @Test
    void unknownAttributeUsedTwiceIsReportedOnce() {
        assertThat(orderKey("GSI1SK", "{x}#{x}")).hasSize(1);
    }

    @Test
    void padOnAStringAttributeIsRejectedAtTheFilter() {
        assertThat(orderKey("GSI1SK", "STATUS#{status|pad:4}")).containsExactly(new Problem(
                "/tables/0/entities/1/keys/GSI1SK/template", 16, "pad:4 needs an N attribute, 'status' is S"));
    }

    @Test
    void setAttributeCannotBeRenderedIntoAKey() {
        Design design = CommerceMain.withEntity("Order", e -> withAttribute(e, Attribute.optional("tags",
                AttributeType.SS)).withKeys(replace(e.keys(), EntityKey.of("GSI1SK", "TAG#{tags}"))));

        assertThat(validator.validate(design)).containsExactly(new Problem("/tables/0/entities/1/keys/GSI1SK/template",
                5, "'tags' is SS; only S, N and BOOL attributes can be rendered into a key"));
    }

    @Test
    void numberKeyTemplateMustBeASinglePlaceholder() {
        assertThat(validator.validate(numberSortKeyDesign("PRICE#{price}"))).containsExactly(new Problem(
                "/tables/0/entities/0/keys/GSI1SK/template", 1, "'GSI1SK' is an N key attribute, so its template must be"
                        + " one placeholder of an N attribute, without literal text or filters"));
    }

    @Test
    void numberKeyTemplateMayNotHaveFilters() {
        assertThat(validator.validate(numberSortKeyDesign("{price|pad:7.2}"))).extracting(Problem::message)
                .singleElement().asString().startsWith("'GSI1SK' is an N key attribute");
    }

    @Test
    void numberKeyTemplateNeedsANumberAttribute() {
        assertThat(validator.validate(numberSortKeyDesign("{title}"))).containsExactly(new Problem(
                "/tables/0/entities/0/keys/GSI1SK/template", 1, "'GSI1SK' is an N key attribute but 'title' is S"));
    }

    @Test
    void numberKeyTemplateOfANumberAttributeIsValid() {
        assertThat(validator.validate(numberSortKeyDesign("{price}"))).isEmpty();
    }

    @Test
    void binaryKeyTemplateNeedsABinaryAttribute() {
        Entity file = new Entity("File", "", null, List.of(Attribute.required("id", AttributeType.S),
                Attribute.required("digest", AttributeType.B), Attribute.required("name", AttributeType.S)),
                List.of(EntityKey.of("PK", "FILE#{id}"), EntityKey.of("GSI1PK", "{name}")), 1, List.of());
        Table table = new Table("files", KeySchema.of(KeyAttribute.s("PK"), null),
                List.of(SecondaryIndex.gsi("ByDigest", KeySchema.of(new KeyAttribute("GSI1PK",
                        dev.tablesmith.model.ScalarType.B), null), Projection.all())), null, List.of(file), null, null);

        assertThat(new DesignValidator().validate(Design.of("files", table))).containsExactly(new Problem(
                "/tables/0/entities/0/keys/GSI1PK/template", 1, "'GSI1PK' is a B key attribute but 'name' is S"));
    }

    @Test
    void tableKeyWithAConditionIsRejected() {
        Design design = CommerceMain.withEntity("Order", key("SK", "ORDER#{orderDate}#{orderId}", "status = PAID"));

        assertThat(validator.validate(design)).containsExactly(Problem.at("/tables/0/entities/1/keys/SK/when",
                "'SK' is part of the table's primary key, which every item has; only index keys can have a 'when'"
                        + " condition"));
    }

    private static Design numberSortKeyDesign(String template) {
        Entity product = new Entity("Product", "", null, List.of(Attribute.required("sku", AttributeType.S),
                Attribute.required("title", AttributeType.S), Attribute.required("price", AttributeType.N),
                Attribute.required("category", AttributeType.S)),
                List.of(EntityKey.of("PK", "PROD#{sku}"), EntityKey.of("GSI1PK", "CATEGORY#{category}"),
                        EntityKey.of("GSI1SK", template)), 1, List.of());
        Table table = new Table("products", KeySchema.of(KeyAttribute.s("PK"), null),
                List.of(SecondaryIndex.gsi("ByPrice", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.n("GSI1SK")),
                        Projection.all())), null, List.of(product), null, null);
        return Design.of("products", table);
    }

    private static Entity withAttribute(Entity entity, Attribute attribute) {
        List<Attribute> attributes = new ArrayList<>(entity.attributes());
        attributes.add(attribute);
        return entity.withAttributes(attributes);
    }

    private static List<EntityKey> replace(List<EntityKey> keys, EntityKey replacement) {
        return keys.stream().map(k -> k.attribute().equals(replacement.attribute()) ? replacement : k).toList();
    }
}
