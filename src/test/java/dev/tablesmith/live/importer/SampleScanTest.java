package dev.tablesmith.live.importer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/** The bounded, paginated sample scan, against a table that answers in pages of at most three items. */
class SampleScanTest {

    /** A table of {@code size} items whose Scan pages stop at three items (as a 1 MB page would), with a LastEvaluatedKey whenever it stops before the end or at the limit. */
    private static final class PagedTable implements DynamoDbClient {
        private final int size;
        private final List<ScanRequest> requests = new ArrayList<>();

        PagedTable(int size) {
            this.size = size;
        }

        @Override
        public ScanResponse scan(ScanRequest request) {
            requests.add(request);
            int start = request.hasExclusiveStartKey()
                    ? Integer.parseInt(request.exclusiveStartKey().get("PK").n()) + 1 : 0;
            int end = Math.min(size, start + Math.min(3, request.limit()));
            List<Map<String, AttributeValue>> page = new ArrayList<>();
            for (int i = start; i < end; i++) {
                page.add(Map.of("PK", AttributeValue.fromN(Integer.toString(i))));
            }
            ScanResponse.Builder response = ScanResponse.builder().items(page).count(page.size());
            if (end < size || end - start == request.limit()) {
                response.lastEvaluatedKey(Map.of("PK", AttributeValue.fromN(Integer.toString(end - 1))));
            }
            return response.build();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    }

    private static dev.tablesmith.model.AttributeValue n(long value) {
        return dev.tablesmith.model.AttributeValue.n(value);
    }

    @Test
    void pagesAreFollowedUntilTheLimitAndEachAsksOnlyForWhatIsStillWanted() {
        PagedTable table = new PagedTable(20);

        SampleScan sample = SampleScan.scan(table, "t", 7);

        assertThat(sample.items()).hasSize(7);
        assertThat(sample.partial()).isTrue();
        assertThat(sample.pages()).isEqualTo(3);
        assertThat(table.requests).extracting(ScanRequest::limit).containsExactly(7, 4, 1);
        assertThat(sample.items()).extracting(i -> i.get("PK").orElseThrow()).containsExactly(n(0), n(1), n(2), n(3),
                n(4), n(5), n(6));
    }

    @Test
    void aTableSmallerThanTheLimitIsReadToTheEndAndIsNotPartial() {
        PagedTable table = new PagedTable(5);

        SampleScan sample = SampleScan.scan(table, "t", 100);

        assertThat(sample.items()).hasSize(5);
        assertThat(sample.partial()).isFalse();
        assertThat(sample.pages()).isEqualTo(2);
    }
}
