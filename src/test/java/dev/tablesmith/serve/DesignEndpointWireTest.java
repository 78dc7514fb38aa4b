package dev.tablesmith.serve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.zip.CRC32;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Raw HTTP against the endpoint: DynamoDB's answers to bad input (dynalite test/connection.js, recorded against
 * DynamoDB), each followed by a good request that succeeds.
 */
class DesignEndpointWireTest {
    private static final String GOOD_GET = "{\"TableName\":\"commerce-main\",\"Key\":{\"PK\":{\"S\":\"x\"},"
            + "\"SK\":{\"S\":\"y\"}}}";
    private static DesignEndpoint endpoint;
    private static final List<ServedRequest> TRAFFIC = new CopyOnWriteArrayList<>();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        endpoint = DesignEndpoint.start(design, ServeOptions.local(0), TRAFFIC::add, d -> { });
    }

    @AfterAll
    static void stop() {
        endpoint.close();
    }

    private static HttpResponse<String> post(String target, String contentType, byte[] body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(endpoint.url() + "/"))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (target != null) {
            request.header("X-Amz-Target", target);
        }
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(String target, String body) throws Exception {
        return post(target, "application/x-amz-json-1.0", body.getBytes(StandardCharsets.UTF_8));
    }

    private static void assertGoodRequestSucceeds() throws Exception {
        HttpResponse<String> good = post("DynamoDB_20120810.GetItem", GOOD_GET);
        assertThat(good.statusCode()).isEqualTo(200);
        assertThat(good.body()).isEqualTo("{}");
    }

    @Test
    void everyResponseCarriesARequestIdAndTheCrc32OfItsBody() throws Exception {
        HttpResponse<String> response = post("DynamoDB_20120810.GetItem", GOOD_GET);

        CRC32 crc = new CRC32();
        crc.update(response.body().getBytes(StandardCharsets.UTF_8));
        assertThat(response.headers().firstValue("x-amz-crc32")).contains(Long.toString(crc.getValue()));
        assertThat(response.headers().firstValue("x-amzn-RequestId").orElseThrow()).matches("[0-9A-Z]{52}");
        assertThat(response.headers().firstValue("Content-Type")).contains("application/x-amz-json-1.0");
    }

    /** dynalite: "should return SerializationException if body is application/x-amz-json-1.0 but not JSON". */
    @Test
    void aBodyThatIsNotJsonIsASerializationException() throws Exception {
        HttpResponse<String> response = post("DynamoDB_20120810.GetItem", "hi");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).isEqualTo("{\"__type\":\"com.amazon.coral.service#SerializationException\"}");
        // the CRC32 dynalite recorded for this body on DynamoDB
        assertThat(response.headers().firstValue("x-amz-crc32")).contains("3948637019");
        assertGoodRequestSucceeds();
    }

    /** dynalite: "should return UnknownOperationException if no target" (crc32 1368724161). */
    @Test
    void aRequestWithoutTargetIsAnUnknownOperation() throws Exception {
        HttpResponse<String> response = post(null, "{}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).isEqualTo("{\"__type\":\"com.amazon.coral.service#UnknownOperationException\"}");
        assertThat(response.headers().firstValue("x-amz-crc32")).contains("1368724161");
        assertGoodRequestSucceeds();
    }

    /** dynalite: "should return UnknownOperationException if incorrect target operation" (ListTable). */
    @Test
    void anUnknownOperationIsAnUnknownOperation() throws Exception {
        assertThat(post("DynamoDB_20120810.ListTable", "{}").body()).contains("#UnknownOperationException");
        assertThat(post("DynamoDB_20120810.ExecuteStatement", "{}").body()).contains("#UnknownOperationException");
        assertThat(post("whatever", "{}").statusCode()).isEqualTo(400);
        assertGoodRequestSucceeds();
    }

    /** dynalite: "should return 404 if body but incorrect content-type" (crc32 3552371480). */
    @Test
    void aWrongContentTypeOrMethodIs404() throws Exception {
        HttpResponse<String> response = post("DynamoDB_20120810.GetItem", "whatever",
                GOOD_GET.getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> get = HTTP.send(HttpRequest.newBuilder(URI.create(endpoint.url() + "/")).GET().build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).isEqualTo("<UnknownOperationException/>\n");
        assertThat(response.headers().firstValue("x-amz-crc32")).contains("3552371480");
        assertThat(get.statusCode()).isEqualTo(404);
        assertGoodRequestSucceeds();
    }

    /** dynalite: "should set CORS if OPTIONS and Origin and Headers and Method". */
    @Test
    void aBrowserPreflightIsAllowed() throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(endpoint.url() + "/"))
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody()).header("Origin", "http://app.test")
                .header("Access-Control-Request-Headers", "a, b, c").header("Access-Control-Request-Method", "d")
                .build(), HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> post = HTTP.send(HttpRequest.newBuilder(URI.create(endpoint.url() + "/"))
                .header("Origin", "http://app.test").header("X-Amz-Target", "DynamoDB_20120810.GetItem")
                .header("Content-Type", "application/x-amz-json-1.0")
                .POST(HttpRequest.BodyPublishers.ofString(GOOD_GET)).build(), HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEmpty();
        assertThat(response.headers().firstValue("Access-Control-Allow-Origin")).contains("*");
        assertThat(response.headers().firstValue("Access-Control-Max-Age")).contains("172800");
        assertThat(response.headers().firstValue("Access-Control-Allow-Headers")).contains("a, b, c");
        assertThat(response.headers().firstValue("Access-Control-Allow-Methods")).contains("d");
        assertThat(post.headers().firstValue("Access-Control-Allow-Origin")).contains("*");
    }

    @Test
    void aTableTheDesignDoesNotHaveIsResourceNotFound() throws Exception {
        HttpResponse<String> response = post("DynamoDB_20120810.Query", "{\"TableName\":\"nope\","
                + "\"KeyConditionExpression\":\"PK = :p\",\"ExpressionAttributeValues\":{\":p\":{\"S\":\"a\"}}}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).isEqualTo("{\"__type\":\"com.amazonaws.dynamodb.v20120810#"
                + "ResourceNotFoundException\",\"message\":\"Requested resource not found: Table: nope not found\"}");
        assertGoodRequestSucceeds();
    }

    @Test
    void aValueOfTheWrongJsonTypeIsASerializationExceptionWithAMessage() throws Exception {
        HttpResponse<String> response = post("DynamoDB_20120810.GetItem", "{\"TableName\":\"commerce-main\","
                + "\"Key\":\"PK\"}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).startsWith("{\"__type\":\"com.amazon.coral.service#SerializationException\","
                + "\"Message\":");
        assertGoodRequestSucceeds();
    }

    /**
     * A body nested 10,000 levels deep (issue 20: every reader refuses depth past a documented limit) is a 400
     * SerializationException that names the limit, as a body nested 500 deep already was; never a 500.
     */
    @Test
    void aBodyNestedTenThousandDeepIsRefusedWithTheLimitNamed() throws Exception {
        String deep = "[".repeat(10_000) + "]".repeat(10_000);

        HttpResponse<String> response = post("DynamoDB_20120810.GetItem", GOOD_GET.replace("}}}",
                "}},\"X\":" + deep + "}"));

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).isEqualTo("{\"__type\":\"com.amazon.coral.service#SerializationException\","
                + "\"Message\":\"nesting deeper than 200 levels\"}");
        assertGoodRequestSucceeds();
    }

    @Test
    void aLegacyParameterIsRefusedAsAnUnknownOne() throws Exception {
        HttpResponse<String> response = post("DynamoDB_20120810.Query", "{\"TableName\":\"commerce-main\","
                + "\"KeyConditionExpression\":\"PK = :p\",\"ExpressionAttributeValues\":{\":p\":{\"S\":\"a\"}},"
                + "\"AttributesToGet\":[\"PK\"]}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("#SerializationException").contains("AttributesToGet");
        assertGoodRequestSucceeds();
    }

    /** DynamoDB refuses bodies over 16 MB with 413 (dynalite "should return 413 if request too large"). */
    @Test
    void aBodyOver16MbIs413() throws Exception {
        byte[] big = new byte[16 * 1024 * 1024 + 1];
        java.util.Arrays.fill(big, (byte) 'a');

        HttpResponse<String> response = post("DynamoDB_20120810.PutItem", "application/x-amz-json-1.0", big);

        assertThat(response.statusCode()).isEqualTo(413);
        assertGoodRequestSucceeds();
    }

    @Test
    void aClientThatDisconnectsMidResponseDoesNotStopTheServer() throws Exception {
        // three items of 300 KB make a Query answer of about 900 KB, more than the socket buffers hold
        String pad = "x".repeat(300_000);
        for (int i = 0; i < 3; i++) {
            assertThat(post("DynamoDB_20120810.PutItem", "{\"TableName\":\"commerce-main\",\"Item\":{"
                    + "\"PK\":{\"S\":\"BIG\"},\"SK\":{\"S\":\"" + i + "\"},\"pad\":{\"S\":\"" + pad + "\"}}}")
                    .statusCode()).isEqualTo(200);
        }
        byte[] body = ("{\"TableName\":\"commerce-main\",\"KeyConditionExpression\":\"PK = :p\","
                + "\"ExpressionAttributeValues\":{\":p\":{\"S\":\"BIG\"}}}").getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < 20; i++) {
            try (Socket socket = new Socket("127.0.0.1", endpoint.port())) {
                OutputStream out = socket.getOutputStream();
                out.write(("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Amz-Target: DynamoDB_20120810.Query\r\n"
                        + "Content-Type: application/x-amz-json-1.0\r\nContent-Length: " + body.length + "\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                out.write(body);
                out.flush();
                InputStream in = socket.getInputStream();
                in.read(new byte[16]);
            }
        }
        assertGoodRequestSucceeds();
        HttpResponse<String> whole = post("DynamoDB_20120810.Query", new String(body, StandardCharsets.UTF_8));
        assertThat(whole.body()).hasSizeGreaterThan(900_000).contains("\"Count\":3");
    }

    @Test
    void theListenerIsToldAboutEachAnsweredRequest() throws Exception {
        int before = TRAFFIC.size();
        post("DynamoDB_20120810.GetItem", GOOD_GET);

        // The listener is told after the answer is sent, so an earlier test's request may still be told after
        // `before` was read: wait for a GetItem answered 200 among the requests told since.
        long deadline = System.currentTimeMillis() + 5000;
        while (gets(before).isEmpty() && System.currentTimeMillis() < deadline) {
            Thread.sleep(10);
        }
        ServedRequest last = gets(before).get(gets(before).size() - 1);
        assertThat(last.tableName()).isEqualTo("commerce-main");
        assertThat(last.status()).isEqualTo(200);
        assertThat(last.capacityUnits()).isEqualTo(0.5);
    }

    private static List<ServedRequest> gets(int from) {
        return TRAFFIC.subList(from, TRAFFIC.size()).stream()
                .filter(r -> "GetItem".equals(r.operation()) && r.status() == 200).toList();
    }
}
