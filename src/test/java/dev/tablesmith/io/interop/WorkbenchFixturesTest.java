package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** What each real NoSQL Workbench file (see SOURCES.md) imports as, quirk by quirk. */
class WorkbenchFixturesTest {

    private static ImportResult read(String name) {
        ImportResult result = RealWorldFixtures.read("workbench/" + name);
        assertThat(result.format()).isEqualTo(SourceFormat.WORKBENCH);
        return result;
    }

    private static List<String> messagesAt(ImportResult result, String path) {
        return result.warnings().stream().filter(w -> w.path().equals(path)).map(ImportWarning::message).toList();
    }

    @Test
    void earlyExportWithoutVersionDropsTheEmptyItemWithAWarning() {
        ImportResult result = read("aws-chat-sample-noversion-empty-item.json");
        Table chat = result.design().table();

        assertThat(chat.name()).isEqualTo("chat");
        assertThat(chat.keySchema().attributeNames()).containsExactly("name", "time");
        assertThat(chat.index("chat_room_time_idx")).isPresent();
        assertThat(chat.items()).hasSize(2);
        Entity entity = chat.entity("chat").orElseThrow();
        assertThat(entity.keys()).extracting(k -> k.attribute() + " = " + k.template())
                .containsExactly("name = {name}", "time = {time}", "chat_room = {chat_room}");
        assertThat(entity.attribute("comment").orElseThrow().type()).isEqualTo(AttributeType.S);
        assertThat(entity.attribute("chat_room").orElseThrow().required()).isFalse();
        assertThat(messagesAt(result, "/DataModel/0/NonKeyAttributes")).singleElement().asString()
                .contains("no facets");
        assertThat(messagesAt(result, "/DataModel/0/TableData/2")).singleElement().asString()
                .contains("sample item dropped").contains("empty");
        assertThat(messagesAt(result, "/ModelMetadata")).singleElement().asString().contains("no Version");
    }

    @Test
    void twoTablesBecomeTwoTablesOfOneDesign() {
        ImportResult result = read("aws-labs-bank-payments-v2-multitable.json");

        assertThat(result.design().tables()).extracting(Table::name)
                .containsExactly("PaymentScheduler", "TransactionHistory");
        Table history = result.design().table("TransactionHistory").orElseThrow();
        assertThat(history.index("Query_TransactionID").orElseThrow().keySchema().hasSortKey()).isFalse();
        assertThat(result.design().table().index("Query_All_Scheduled_Payments").orElseThrow()
                .keySchema().attributeNames()).containsExactly("Sharded-GSI-PK", "Status#Time");
        assertThat(result.design().tables()).extracting(t -> t.items().size()).containsExactly(4, 2);
        assertThat(result.design().description()).contains("\n");
    }

    @Test
    void metadataAfterTheDataModelIsStillRead() {
        ImportResult result = read("aws-labs-retail-cart-noversion.json");
        Table cart = result.design().table();

        assertThat(cart.keySchema().sortKeyAttribute().orElseThrow().name()).isEqualTo("Date#Status");
        assertThat(cart.items()).hasSize(5);
        assertThat(cart.items().get(0).get("Price").orElseThrow().type()).isEqualTo(AttributeType.S);
        assertThat(messagesAt(result, "/ModelMetadata")).isNotEmpty();
    }

    @Test
    void modelSchemaGivesEntitiesAndItsDisagreeingIndexIsReported() {
        ImportResult result = read("rh-modeler-acl-v2-modelschema.json");
        Table data = result.design().table();

        assertThat(data.entities()).extracting(Entity::name).contains("user", "group", "privilege")
                .doesNotContain("~new~");
        Entity user = data.entity("user").orElseThrow();
        assertThat(user.key("PK").orElseThrow().template()).isEqualTo("{PK}");
        assertThat(user.key("GSI1PK").orElseThrow().template()).isEqualTo("{SK}");
        assertThat(data.index("GSI1").orElseThrow().keySchema().attributeNames()).containsExactly("GSI1PK", "GSI1SK");
        assertThat(messagesAt(result, "/DataModel/0/ModelSchema/indexes/GSI1")).singleElement().asString()
                .contains("SK/PK").contains("GSI1PK/GSI1SK");
        assertThat(messagesAt(result, "/DataModel/0/ModelSchema/models/~0new~0")).hasSize(1);
        assertThat(data.items()).hasSize(5);
    }

    @Test
    void savedQueryBecomesAnAccessPatternAndTheMissingGsi3IsReported() {
        ImportResult result = read("rh-modeler-flights-fares-v2-savedquery.json");
        Table data = result.design().table();

        assertThat(data.accessPatterns()).singleElement().satisfies(p -> {
            assertThat(p.name()).isEqualTo("Get flights and fares");
            assertThat(p.index()).isEqualTo("table");
            assertThat(p.equalities()).containsExactly(Equality.fixed("PK", "SFO"));
            assertThat(p.range().attribute()).isEqualTo("SK");
            assertThat(p.range().operator()).isEqualTo(RangeOperator.BETWEEN);
            assertThat(p.exampleInputs()).containsValues("JFK#2021-08-01", "JFK#2021-08-02");
        });
        assertThat(data.entity("flight").orElseThrow().key("SK").orElseThrow().template())
                .isEqualTo("{dest}#{depart}#{number}#{segId}");
        assertThat(messagesAt(result, "/DataModel/0/ModelSchema/indexes/GSI3")).singleElement().asString()
                .contains("GSI3");
        assertThat(data.index("GSI3")).isEmpty();
        assertThat(data.items()).hasSize(22);
    }

    @Test
    void templateWithAComputedExpressionKeepsTheLiteralAndWarns() {
        ImportResult result = read("rh-modeler-mobile-payments-v2-modelschema.json");
        Entity device = result.design().table().entity("device").orElseThrow();

        assertThat(device.key("GSI1PK").orElseThrow().template())
                .isEqualTo("{status}#{providerId}#(hashCode(number) % 10)");
        assertThat(messagesAt(result, "/DataModel/0/ModelSchema/models/device/GSI1PK/value")).singleElement()
                .asString().contains("(hashCode(number) % 10)").contains("kept as literal text");
        assertThat(result.design().table().items()).hasSize(7);
    }

    @Test
    void oldStyleFacetsBecomeEntitiesAndTheirDataBecomesItems() {
        ImportResult result = read("design-patterns-online-shop-v1-facets.json");
        Table shop = result.design().table();

        assertThat(shop.entities()).extracting(Entity::name).containsExactly("customer", "product", "warehouse",
                "warehouseItem", "orderItem", "shipment", "shipmentItem", "invoice", "payment");
        assertThat(shop.entity("customer").orElseThrow().attributes()).extracting(a -> a.name())
                .contains("Email", "Name", "EntityType").doesNotContain("GSI1-PK");
        assertThat(shop.globalSecondaryIndexes()).extracting(i -> i.name()).containsExactly("GSI1", "GSI2");
        assertThat(shop.entity("warehouseItem").orElseThrow().key("GSI2-PK").orElseThrow().template())
                .isEqualTo("{GSI2-PK}");
        assertThat(sampleItems(shop)).hasSize(20);
        assertThat(messagesAt(result, "/ModelMetadata")).singleElement().asString().contains("AWSService");
    }

    @Test
    void nestedMapsAndListsKeepTheirTypes() {
        Table shop = read("design-patterns-online-shop-v1-nested-map-list.json").design().table();

        assertThat(shop.items()).hasSize(19);
        AttributeValue payments = shop.items().stream().map(i -> i.get("Detail")).flatMap(Optional::stream)
                .map(d -> ((AttributeValue.M) d).values().get("Payments")).filter(Objects::nonNull)
                .findFirst().orElseThrow();
        assertThat(payments).isInstanceOf(AttributeValue.L.class);
        AttributeValue.M first = (AttributeValue.M) ((AttributeValue.L) payments).values().get(0);
        assertThat(first.values().values()).anyMatch(v -> v.type() == AttributeType.N);
    }

    @Test
    void facetDataAndTableDataAreBothKeptAndAutoScalingIsReported() {
        ImportResult result = read("debunking-myths-games-v3-facets-plus-tabledata.json");
        Table games = result.design().table();

        assertThat(games.entities()).hasSize(4);
        assertThat(sampleItems(games)).hasSize(21);
        assertThat(games.items()).hasSize(4);
        assertThat(games.settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(games.settings().provisioned()).isEqualTo(new Throughput(5, 5));
        assertThat(messagesAt(result, "/DataModel/0/ProvisionedCapacitySettings/AutoScalingRead")).singleElement()
                .asString().contains("min 1, max 10, target 70%");
        assertThat(messagesAt(result, "/DataModel/0/ProvisionedCapacitySettings/AutoScalingWrite")).hasSize(1);
    }

    @Test
    void itemsOfEachFacetKeepTheFacetTheyCameFrom() {
        Table games = read("debunking-myths-games-v3-facets-plus-tabledata.json").design().table();

        Map<String, Long> byEntity = sampleItems(games).stream().filter(i -> i.origin() == SampleItem.Origin.RECORD)
                .collect(Collectors.groupingBy(SampleItem::entityLabel, TreeMap::new, Collectors.counting()));
        assertThat(byEntity).containsExactly(Map.entry("Game-ID", 2L), Map.entry("Inventory-Facet", 11L),
                Map.entry("Player-Assets", 2L), Map.entry("Status-Facet", 2L));
        SampleItem status = sampleItems(games).stream()
                .filter(i -> i.item().get("SK").orElseThrow().equals(new AttributeValue.S("STATUS"))).findFirst()
                .orElseThrow();
        assertThat(status.entityLabel()).isEqualTo("Status-Facet");
        assertThat(status.item().attributes()).containsEntry("PK", new AttributeValue.S("UID#tebanieo"))
                .containsEntry("type", new AttributeValue.S("Paladin")).hasSize(7);
    }

    @Test
    void aFacetItemThatIsNotExactlyARecordStaysAnExplicitItemAttributedByItsKeys() throws ImportException {
        String model = """
                {"ModelName": "m", "ModelMetadata": {"Version": "3.0", "AWSService": "Amazon DynamoDB"},
                 "DataModel": [{"TableName": "t",
                   "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"},
                                     "SortKey": {"AttributeName": "SK", "AttributeType": "S"}},
                   "TableFacets": [
                     {"FacetName": "Meta", "KeyAttributeAlias": {"PartitionKeyAlias": "PK", "SortKeyAlias": "SK"},
                      "NonKeyAttributes": ["title"],
                      "TableData": [{"PK": {"S": "A"}, "SK": {"S": "META"}, "title": {"S": "x"}}]},
                     {"FacetName": "User",
                      "KeyAttributeAlias": {"PartitionKeyAlias": "USER#<userId>", "SortKeyAlias": "PROFILE"},
                      "NonKeyAttributes": ["userId", "name"],
                      "TableData": [{"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}, "name": {"S": "Ann"}},
                                    {"PK": {"S": "USER#u2"}, "SK": {"S": "PROFILE"}, "nickname": {"S": "B"}},
                                    {"PK": {"S": "USER#u3"}, "SK": {"S": "PROFILE"}, "userId": {"S": "u3"},
                                     "name": {"S": "Cy"}}]}],
                   "BillingMode": "PAY_PER_REQUEST"}]}
                """;

        Table table = DesignImport.read(model, "m.json", "m").design().table();

        assertThat(table.entity("Meta").orElseThrow().records()).singleElement().isEqualTo(Item.of(Map.of(
                "PK", new AttributeValue.S("A"), "SK", new AttributeValue.S("META"), "title", new AttributeValue.S("x"))));
        assertThat(table.entity("User").orElseThrow().records()).singleElement().isEqualTo(Item.of(Map.of(
                "userId", new AttributeValue.S("u3"), "name", new AttributeValue.S("Cy"))));
        assertThat(table.items()).extracting(i -> i.get("PK").orElseThrow())
                .containsExactly(new AttributeValue.S("USER#u1"), new AttributeValue.S("USER#u2"));
        assertThat(sampleItems(table)).extracting(SampleItem::entityLabel).containsExactly("Meta", "User", "User", "User");
    }

    private static List<SampleItem> sampleItems(Table table) {
        SampleData data = ItemMaterializer.materialize(table);
        assertThat(data.problems()).isEmpty();
        return data.items();
    }

    @Test
    void facetsWithoutTableDataStillGiveAllTheirItems() {
        Table products = read("debunking-myths-products-v3-facets-only.json").design().table();

        assertThat(products.name()).isEqualTo("producs_table");
        assertThat(products.entities()).extracting(Entity::name).containsExactly("Products", "Totals", "Company");
        assertThat(products.entity("Products").orElseThrow().attribute("company_id")).isPresent();
        assertThat(sampleItems(products)).hasSize(16);
    }

    @Test
    void truncatedBinaryValuesAreKeptAsTextWithAWarningEach() {
        ImportResult result = read("debunking-myths-widgets-v3-multitable-binary.json");

        assertThat(result.design().tables()).extracting(Table::name)
                .containsExactly("Widgets_V1", "Widgets_V2", "Widgets_V3", "Widgets_V4");
        Table v1 = result.design().table();
        assertThat(v1.keySchema().partitionKeyAttribute().type()).isEqualTo(ScalarType.N);
        assertThat(v1.keySchema().hasSortKey()).isFalse();
        Item first = v1.items().get(0);
        assertThat(first.get("Telemetry").orElseThrow().type()).isEqualTo(AttributeType.S);
        assertThat(result.warnings()).filteredOn(w -> w.path().endsWith("/Telemetry/B")).hasSize(6)
                .allSatisfy(w -> assertThat(w.message()).contains("not valid base64"));
        assertThat(result.design().tables().stream().mapToInt(t -> t.items().size()).sum()).isEqualTo(27);
    }

    @Test
    void onDemandTableAndTableWithoutTableDataImportSideBySide() {
        ImportResult result = read("reports-denorm-v3-ondemand-and-no-tabledata.json");

        Table first = result.design().tables().get(0);
        Table second = result.design().tables().get(1);
        assertThat(first.settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(first.items()).hasSize(20);
        assertThat(second.settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(second.items()).isEmpty();
    }

    @Test
    void includeProjectionsAndTypedFacetAttributesAreRead() throws ImportException {
        String model = """
                {"ModelName": "m", "ModelMetadata": {"Version": "3.0", "AWSService": "Amazon DynamoDB"},
                 "DataModel": [{"TableName": "orders",
                   "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"},
                                     "SortKey": {"AttributeName": "SK", "AttributeType": "S"}},
                   "NonKeyAttributes": [{"AttributeName": "total", "AttributeType": "N"}],
                   "GlobalSecondaryIndexes": [{"IndexName": "byStatus",
                     "KeyAttributes": {"PartitionKey": {"AttributeName": "status", "AttributeType": "S"}},
                     "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total"]}}],
                   "TableFacets": [{"FacetName": "Order",
                     "KeyAttributeAlias": {"PartitionKeyAlias": "CUST#<customerId>", "SortKeyAlias": "orderId"},
                     "NonKeyAttributes": [{"AttributeName": "total", "AttributeType": "N"}, "note"]}],
                   "SampleDataFormats": {"total": ["Int"]},
                   "BillingMode": "PAY_PER_REQUEST"}]}
                """;

        ImportResult result = DesignImport.read(model, "m.json", "m");
        Table orders = result.design().table();

        assertThat(orders.index("byStatus").orElseThrow().projection().type()).isEqualTo(ProjectionType.INCLUDE);
        assertThat(orders.index("byStatus").orElseThrow().projection().nonKeyAttributes()).containsExactly("total");
        Entity order = orders.entity("Order").orElseThrow();
        assertThat(order.key("PK").orElseThrow().template()).isEqualTo("CUST#{customerId}");
        assertThat(order.key("SK").orElseThrow().template()).isEqualTo("{orderId}");
        assertThat(order.attribute("total").orElseThrow().type()).isEqualTo(AttributeType.N);
        assertThat(order.attribute("note").orElseThrow().type()).isEqualTo(AttributeType.S);
        assertThat(messagesAt(result, "/DataModel/0/SampleDataFormats")).singleElement().asString()
                .contains("sample-data formats");
    }
}
