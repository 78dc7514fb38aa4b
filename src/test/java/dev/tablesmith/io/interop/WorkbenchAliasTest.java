package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The {@code LITERAL#attr} key aliases of AWS's own Workbench sample models. The conventions are those of
 * aws-samples/aws-dynamodb-examples {@code schema_design/SchemaExamples}: "Recurring payments"
 * ({@code RecurringPaymentsSchema.json}: facet Subscription with {@code SubId#SKU} over data
 * {@code SUB#123#SKU#999}, facet Receipts with {@code ProcessedDate#SKU}, partition key alias {@code AccountId}) and
 * "Gaming player profiles" ({@code FRIENDS#playerID}, {@code #METADATA#playerID}). That repository states no
 * licence, so its files are not copied here; the models below are written for this test with the same shapes.
 */
class WorkbenchAliasTest {
    private static final String GAMING = """
            {"ModelName": "GamingPlayerProfiles",
             "ModelMetadata": {"Author": "", "DateCreated": "", "DateLastModified": "", "Description": "",
                               "AWSService": "Amazon DynamoDB", "Version": "3.0"},
             "DataModel": [{
               "TableName": "GamingPlayerProfiles",
               "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"},
                                 "SortKey": {"AttributeName": "SK", "AttributeType": "S"}},
               "NonKeyAttributes": [{"AttributeName": "playerID", "AttributeType": "S"},
                                    {"AttributeName": "Nickname", "AttributeType": "S"},
                                    {"AttributeName": "FriendList", "AttributeType": "L"},
                                    {"AttributeName": "SKU", "AttributeType": "S"}],
               "TableFacets": [
                 {"FacetName": "Friends", "KeyAttributeAlias": {"PartitionKeyAlias": "playerID",
                                                                "SortKeyAlias": "FRIENDS#playerID"},
                  "NonKeyAttributes": ["playerID", "FriendList"],
                  "TableData": [{"PK": {"S": "player001"}, "SK": {"S": "FRIENDS#player001"},
                                 "playerID": {"S": "player001"}, "FriendList": {"L": [{"S": "player002"}]}}]},
                 {"FacetName": "Metadata", "KeyAttributeAlias": {"PartitionKeyAlias": "playerID",
                                                                 "SortKeyAlias": "#METADATA#playerID"},
                  "NonKeyAttributes": ["playerID", "Nickname"]},
                 {"FacetName": "Subscription", "KeyAttributeAlias": {"PartitionKeyAlias": "AccountId",
                                                                     "SortKeyAlias": "SubId#SKU"},
                  "NonKeyAttributes": ["SKU"]},
                 {"FacetName": "Profile", "KeyAttributeAlias": {"PartitionKeyAlias": "playerID",
                                                                "SortKeyAlias": "USER#PROFILE"},
                  "NonKeyAttributes": ["playerID"]},
                 {"FacetName": "Orders", "KeyAttributeAlias": {"PartitionKeyAlias": "playerID",
                                                               "SortKeyAlias": "Order#orderRef"},
                  "NonKeyAttributes": ["playerID"]},
                 {"FacetName": "Keys", "KeyAttributeAlias": {"PartitionKeyAlias": "playerID",
                                                             "SortKeyAlias": "COPY#PK"},
                  "NonKeyAttributes": ["playerID"]}],
               "BillingMode": "PAY_PER_REQUEST"}]}
            """;

    private static ImportResult gaming() {
        try {
            return DesignImport.read(GAMING, "gaming.json", "gaming");
        } catch (ImportException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static String sortKeyTemplate(Table table, String entity) {
        Entity found = table.entity(entity).orElseThrow();
        return found.key("SK").map(k -> k.template()).orElse("(none)");
    }

    @Test
    void literalHashAttributeAliasBecomesATemplateAndKeepsTheFacetRecord() {
        Table table = gaming().design().table();

        assertThat(sortKeyTemplate(table, "Friends")).isEqualTo("FRIENDS#{playerID}");
        assertThat(table.entity("Friends").orElseThrow().records()).hasSize(1);
        assertThat(table.items()).isEmpty();
        assertThat(sortKeyTemplate(table, "Metadata")).isEqualTo("#METADATA#{playerID}");
        assertThat(new DesignValidator().validate(gaming().design())).isEmpty();
    }

    @Test
    void onlyThePartsNamingDeclaredAttributesBecomePlaceholders() {
        Table table = gaming().design().table();

        // SubId is declared nowhere: it stays literal text; SKU is a declared attribute
        assertThat(sortKeyTemplate(table, "Subscription")).isEqualTo("SubId#{SKU}");
        assertThat(sortKeyTemplate(table, "Profile")).isEqualTo("USER#PROFILE");
    }

    @Test
    void aliasNamingNoAttributeOrAKeyAttributeWritesNoTemplateWithAWarning() {
        ImportResult result = gaming();
        Table table = result.design().table();

        assertThat(sortKeyTemplate(table, "Orders")).isEqualTo("(none)");
        assertThat(sortKeyTemplate(table, "Keys")).isEqualTo("(none)");
        assertThat(result.warnings()).extracting(w -> w.path() + ": " + w.message())
                .anySatisfy(m -> assertThat(m).startsWith(
                        "/DataModel/0/TableFacets/4/KeyAttributeAlias/SortKeyAlias: key alias 'Order#orderRef'"))
                .anySatisfy(m -> assertThat(m).startsWith(
                        "/DataModel/0/TableFacets/5/KeyAttributeAlias/SortKeyAlias: key alias 'COPY#PK'"));
    }

    @Test
    void conversionRulesPartByPart() {
        Set<String> attributes = Set.of("ProcessedDate", "SKU", "playerID");
        Set<String> keys = Set.of("PK", "SK");

        assertThat(HashSeparatedAlias.template("ProcessedDate#SKU", attributes, keys)).contains("{ProcessedDate}#{SKU}");
        assertThat(HashSeparatedAlias.template("FRIENDS#playerID", attributes, keys)).contains("FRIENDS#{playerID}");
        assertThat(HashSeparatedAlias.template("Order#orderRef", attributes, keys)).isEmpty();
        assertThat(HashSeparatedAlias.template("SK#playerID", attributes, keys)).isEmpty();
        assertThat(List.of("FRIENDS#playerID", "#METADATA#", "SubId#SKU")).allMatch(HashSeparatedAlias::applies);
        assertThat(List.of("USER#<id>", "ORDER#{id}", "${a}#b", "plain")).noneMatch(HashSeparatedAlias::applies);
    }
}
