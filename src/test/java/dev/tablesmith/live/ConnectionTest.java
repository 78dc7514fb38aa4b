package dev.tablesmith.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class ConnectionTest {
    @ParameterizedTest(name = "{0} is local: {1}")
    @CsvSource({"http://localhost:8000, true", "http://127.0.0.1:4566, true", "http://[::1]:8000, true",
        "http://LOCALHOST:8000, true", "http://10.0.0.5:8000, false", "https://dynamodb.eu-west-1.amazonaws.com, false",
        "http://localhost.example.com:8000, false"})
    void onlyLoopbackEndpointsAreLocal(String url, boolean local) {
        assertThat(Connection.endpoint(URI.create(url), null).isLocal()).isEqualTo(local);
    }

    @Test
    void awsConnectionsAreNeverLocal() {
        assertThat(Connection.aws("dev", "eu-west-1").isLocal()).isFalse();
        assertThat(Connection.aws(null, null).isLocal()).isFalse();
    }

    @Test
    void hostAndPortFillsInTheSchemePort() {
        assertThat(Connection.endpoint(URI.create("https://ddb.example.com"), null).hostAndPort())
                .isEqualTo("ddb.example.com:443");
        assertThat(Connection.endpoint(URI.create("http://localhost:8000"), null).hostAndPort())
                .isEqualTo("localhost:8000");
    }

    @Test
    void anEndpointThatIsNotAUrlIsRefusedWithAnExample() {
        assertThatThrownBy(() -> Connection.endpoint(URI.create("localhost"), null))
                .hasMessage("endpoint 'localhost' is not a URL like http://localhost:8000");
    }

    @Test
    void describeNamesWhereAndTheRegion() {
        assertThat(Connection.aws("dev", "eu-west-1").describe()).isEqualTo("AWS profile dev (eu-west-1)");
        assertThat(Connection.endpoint(Connection.DYNAMODB_LOCAL, null).describe())
                .isEqualTo("endpoint http://localhost:8000");
    }
}
