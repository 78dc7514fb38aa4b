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

    @Test
    void aSavedEndpointWithCredentialsIsCleanedOnLoadWithAWarning() throws Exception {
        ConnectionStore store = new ConnectionStore(settings);
        Files.writeString(store.file(), "{\"version\": 1, \"connections\": [{\"name\": \"old\", "
                + "\"endpoint\": \"http://AKIAKEY:s3cr3t@127.0.0.1:8000\", \"profile\": null, \"region\": null}]}");

        ConnectionStore.Loaded loaded = store.load();

        assertThat(loaded.connections()).containsExactly(new Connection("old", URI.create("http://127.0.0.1:8000"),
                null, null));
        assertThat(loaded.warnings()).containsExactly(store.file() + ": /connections/0/endpoint: the saved endpoint "
                + "had credentials in it; they were removed from the file");
        assertThat(Files.readString(store.file())).doesNotContain("s3cr3t").doesNotContain("AKIAKEY");
        assertThat(store.load().warnings()).isEmpty();
    }

    @Test
    void aConnectionWithCredentialsInItsEndpointCannotBeMadeSoNeverSaved() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Connection.parseEndpoint(
                "http://AKIAKEY:s3cr3t@127.0.0.1:8000")).hasMessageNotContaining("s3cr3t")
                .hasMessageNotContaining("AKIAKEY").hasMessageContaining("has credentials in it");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Connection("x", URI.create(
                "http://AKIAKEY:s3cr3t@127.0.0.1:8000"), null, null)).hasMessageNotContaining("s3cr3t");
    }

    @Test
    void aBadEntryIsSkippedWithALocatedWarningAndTheOthersLoad() throws Exception {
        ConnectionStore store = new ConnectionStore(settings);
        Files.writeString(store.file(), """
                {"version": 1, "connections": [
                  {"name": "local", "endpoint": "http://localhost:8000"},
                  {"name": "broken", "endpoint": "localhost8000", "note": "mine"},
                  "not an object",
                  {"name": "dev", "profile": "dev", "region": "eu-west-1"},
                  {"endpoint": "http://localhost:4566"}
                ]}
                """);

        ConnectionStore.Loaded loaded = store.load();

        assertThat(loaded.connections()).extracting(Connection::name).containsExactly("local", "dev");
        assertThat(loaded.warnings()).containsExactly(
                store.file() + ":3:3: /connections/1: endpoint 'localhost8000' is not a URL like "
                        + "http://localhost:8000; skipped (it stays in the file)",
                store.file() + ":4:3: /connections/2: not a connection (an object with name, endpoint, profile and "
                        + "region); skipped (it stays in the file)",
                store.file() + ":6:3: /connections/4: a saved connection needs a name; skipped (it stays in the file)");
    }

    @Test
    void savingKeepsTheBadEntriesAsTheyWere() throws Exception {
        ConnectionStore store = new ConnectionStore(settings);
        Files.writeString(store.file(), "{\"connections\": [{\"name\": \"broken\", \"region\": \"bad region!\", "
                + "\"note\": \"mine\"}, {\"name\": \"local\", \"endpoint\": \"http://localhost:8000\"}]}");

        store.save(Connection.aws("dev", "eu-west-1").named("dev"));
        store.remove("local");

        assertThat(store.list()).extracting(Connection::name).containsExactly("dev");
        String json = Files.readString(store.file());
        assertThat(json).contains("\"bad region!\"").contains("\"note\" : \"mine\"");
        assertThat(store.load().warnings()).singleElement().asString().contains("/connections/0: not a region name");
    }

    @Test
    void aFileThatIsNotJsonIsOneLocatedLine() throws Exception {
        ConnectionStore store = new ConnectionStore(settings);
        Files.writeString(store.file(), "{\"connections\": [\n  {\"name\": }\n]}");

        org.assertj.core.api.Assertions.assertThatThrownBy(store::load).hasMessageStartingWith(store.file() + ":2:")
                .hasMessageContaining("not a connections file");
    }
}
