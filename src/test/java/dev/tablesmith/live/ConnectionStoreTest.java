package dev.tablesmith.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConnectionStoreTest {
    @TempDir
    Path settings;

    @Test
    void savedConnectionsComeBackInOrder() throws Exception {
        ConnectionStore store = new ConnectionStore(settings.resolve("tablesmith"));
        store.save(Connection.endpoint(URI.create("http://localhost:8000"), null).named("local"));
        store.save(Connection.aws("dev-sso", "eu-west-1").named("dev"));

        assertThat(store.list()).containsExactly(
                new Connection("local", URI.create("http://localhost:8000"), null, null),
                new Connection("dev", null, "dev-sso", "eu-west-1"));
        assertThat(store.find("dev")).map(Connection::profile).contains("dev-sso");
    }

    @Test
    void savingUnderAnExistingNameReplacesIt() throws Exception {
        ConnectionStore store = new ConnectionStore(settings);
        store.save(Connection.aws("a", "us-east-1").named("prod"));
        store.save(Connection.aws("b", "us-west-2").named("prod"));

        assertThat(store.list()).containsExactly(new Connection("prod", null, "b", "us-west-2"));
    }

    @Test
    void theFileHoldsNamesOnly() throws Exception {
        ConnectionStore store = new ConnectionStore(settings);
        store.save(Connection.aws("dev", "eu-west-1").named("dev"));

        String json = Files.readString(store.file());
        assertThat(json).contains("\"profile\" : \"dev\"").doesNotContainIgnoringCase("secret")
                .doesNotContainIgnoringCase("key");
    }

    @Test
    void removeDropsOneConnection() throws Exception {
        ConnectionStore store = new ConnectionStore(settings);
        store.save(Connection.aws("a", null).named("one"));
        store.save(Connection.aws("b", null).named("two"));

        assertThat(store.remove("one")).isTrue();
        assertThat(store.remove("one")).isFalse();
        assertThat(store.list()).extracting(Connection::name).containsExactly("two");
    }

    @Test
    void noFileMeansNoConnections() throws Exception {
        assertThat(new ConnectionStore(settings.resolve("missing")).list()).isEmpty();
    }
}
