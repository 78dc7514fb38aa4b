package dev.tablesmith.serve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Restarting the endpoint on an edited design: the items a client wrote over the wire carry over to a table whose
 * key schema is unchanged, and are dropped where it changed.
 */
class WrittenItemsTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private Design design;
    private DesignEndpoint endpoint;

    @BeforeEach
    void start() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        design = gallery.load(gallery.find("commerce-main").orElseThrow());
        endpoint = DesignEndpoint.start(design, ServeOptions.local(0), TrafficListener.NONE, null);
    }

    @AfterEach
    void stop() {
        endpoint.close();
    }

    private void send(String operation, String body) throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(endpoint.url() + "/"))
                .header("X-Amz-Target", "DynamoDB_20120810." + operation)
                .header("Content-Type", "application/x-amz-json-1.0")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    }

    private void writeTwoItems() throws Exception {
        send("PutItem", "{\"TableName\":\"commerce-main\",\"Item\":{\"PK\":{\"S\":\"PROD#sku-new\"},"
                + "\"SK\":{\"S\":\"META\"},\"name\":{\"S\":\"Written\"}}}");
        send("DeleteItem", "{\"TableName\":\"commerce-main\",\"Key\":{\"PK\":{\"S\":\"CUST#c1\"},"
                + "\"SK\":{\"S\":\"PROFILE\"}}}");
    }

    private static boolean holds(Table table, String pk, String sk) {
        return ItemMaterializer.materialize(table).plainItems().stream().anyMatch(i ->
                AttributeValue.s(pk).equals(i.attributes().get("PK"))
                        && AttributeValue.s(sk).equals(i.attributes().get("SK")));
    }

    @Test
    void anEditThatKeepsTheKeySchemaKeepsWhatWasWrittenAndDeleted() throws Exception {
        writeTwoItems();
        Table table = design.table();
        List<AccessPattern> fewer = new ArrayList<>(table.accessPatterns().subList(0, 3));
        Design edited = design.withTable(table.name(), table.withAccessPatterns(fewer));

        WrittenItems.Carried carried = WrittenItems.carry(design, endpoint.writes(), edited);

        assertThat(carried.kept()).containsExactly("commerce-main");
        assertThat(carried.dropped()).isEmpty();
        Table now = carried.design().table();
        assertThat(now.accessPatterns()).hasSize(3);
        assertThat(holds(now, "PROD#sku-new", "META")).isTrue();
        assertThat(holds(now, "CUST#c1", "PROFILE")).isFalse();
        assertThat(holds(table, "CUST#c1", "PROFILE")).isTrue();
        assertThat(WrittenItems.droppedBy(design, edited)).isEmpty();
    }

    @Test
    void aChangedKeySchemaDropsTheWrittenItems() throws Exception {
        writeTwoItems();
        Table table = design.table();
        Table rekeyed = new Table(table.name(), KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SORT")),
                table.indexes(), table.settings(), table.entities(), table.accessPatterns(), table.items());
        Design edited = design.withTable(table.name(), rekeyed);

        WrittenItems.Carried carried = WrittenItems.carry(design, endpoint.writes(), edited);

        assertThat(carried.kept()).isEmpty();
        assertThat(carried.dropped()).containsExactly("commerce-main");
        assertThat(carried.design()).isEqualTo(edited);
        assertThat(WrittenItems.droppedBy(design, edited)).containsExactly("commerce-main");
    }

    @Test
    void nothingWrittenCarriesNothing() {
        assertThat(endpoint.writes()).isEmpty();
        WrittenItems.Carried carried = WrittenItems.carry(design, endpoint.writes(), design);
        assertThat(carried.design()).isEqualTo(design);
        assertThat(carried.kept()).isEmpty();
        assertThat(carried.dropped()).isEmpty();
    }

    /** Restart with the edits binds the port the clients already use, right after the old endpoint released it. */
    @Test
    void theEditedDesignServesOnTheSamePortAfterAClientWrote() throws Exception {
        writeTwoItems();
        int port = endpoint.port();
        WrittenItems.Carried carried = WrittenItems.carry(design, endpoint.writes(), design);
        endpoint.close();

        endpoint = DesignEndpoint.start(carried.design(), ServeOptions.local(port), TrafficListener.NONE, null);

        assertThat(endpoint.port()).isEqualTo(port);
        send("GetItem", "{\"TableName\":\"commerce-main\",\"Key\":{\"PK\":{\"S\":\"PROD#sku-new\"},"
                + "\"SK\":{\"S\":\"META\"}}}");
        assertThat(holds(endpoint.design().table(), "PROD#sku-new", "META")).isTrue();
    }
}
