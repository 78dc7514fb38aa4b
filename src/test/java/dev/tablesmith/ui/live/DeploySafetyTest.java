package dev.tablesmith.ui.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.live.Connection;
import java.net.URI;
import org.junit.jupiter.api.Test;

class DeploySafetyTest {
    @Test
    void aLocalEndpointWritesWithoutAsking() {
        assertThat(DeploySafety.needsConfirmation(Connection.endpoint(URI.create("http://127.0.0.1:8000"), null)))
                .isFalse();
    }

    @Test
    void anAwsProfileOrARemoteEndpointAsksForTheTableName() {
        assertThat(DeploySafety.needsConfirmation(Connection.aws("dev", "eu-west-1"))).isTrue();
        assertThat(DeploySafety.needsConfirmation(Connection.endpoint(URI.create("http://dynamo.internal:8000"),
                null))).isTrue();
        assertThat(DeploySafety.question(Connection.aws("dev", "eu-west-1"), "make 2 writes", "orders"))
                .isEqualTo("This will make 2 writes on AWS profile dev (eu-west-1), which is not a local endpoint. "
                        + "Type the table name (orders) to go on.");
    }

    @Test
    void onlyTheExactTableNameLetsTheWriteGoAhead() {
        assertThat(DeploySafety.refusal(" orders ", "orders")).isEmpty();
        assertThat(DeploySafety.refusal("order", "orders")).contains("aborted: typed 'order' is not the table "
                + "name 'orders'; nothing written");
        assertThat(DeploySafety.refusal("", "orders")).contains("aborted: no table name was typed; nothing written");
    }
}
