package dev.tablesmith.ui.live;

import dev.tablesmith.live.Connection;
import java.net.URI;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The connection picker's fields: a saved connection or "New connection…", which is a local endpoint (DynamoDB
 * Local, moto_server: a URL, dummy credentials) or AWS through a profile of {@code ~/.aws/config} and
 * {@code ~/.aws/credentials}, and a region. Holds names only, never a key or a token.
 */
public final class ConnectionForm {
    /** The picker's entry for a connection that is not saved yet. */
    public static final String NEW_CONNECTION = "New connection…";
    /**
     * The picker's first entry: the open design served in-process (started on first use), so deploy, load, run and
     * verify work with nothing installed.
     */
    public static final String EMBEDDED = "This design (embedded)";

    /** Where a new connection goes. */
    public enum Kind {
        LOCAL_ENDPOINT("Local endpoint"), AWS_PROFILE("AWS profile");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    private final ObservableList<Connection> saved = FXCollections.observableArrayList();
    private final ObservableList<String> choices = FXCollections.observableArrayList(EMBEDDED, NEW_CONNECTION);
    private final ObservableList<String> profiles = FXCollections.observableArrayList();
    private final StringProperty choice = new SimpleStringProperty(NEW_CONNECTION);
    private final ObjectProperty<Kind> kind = new SimpleObjectProperty<>(Kind.LOCAL_ENDPOINT);
    private final StringProperty endpoint = new SimpleStringProperty(Connection.DYNAMODB_LOCAL.toString());
    private final StringProperty profile = new SimpleStringProperty("");
    private final StringProperty region = new SimpleStringProperty("");
    private final StringProperty saveName = new SimpleStringProperty("");
    private final StringProperty embeddedUrl = new SimpleStringProperty("");

    public ConnectionForm() {
        choice.addListener((obs, old, now) -> pick(now));
    }

    /** Shows the saved connections (and the AWS profiles found) in the picker. */
    public void setSaved(List<Connection> connections, List<String> profileNames) {
        saved.setAll(connections);
        String kept = choice.get();
        List<String> names = new java.util.ArrayList<>();
        names.add(EMBEDDED);
        connections.forEach(c -> names.add(c.name()));
        names.add(NEW_CONNECTION);
        if (!choices.equals(names)) {
            choices.setAll(names);
        }
        profiles.setAll(profileNames);
        // A picker bound to the choice clears its value when the list changes under it: choose again.
        String now = kept != null && names.contains(kept) ? kept : NEW_CONNECTION;
        if (!now.equals(choice.get())) {
            choice.set(now);
        }
    }

    /** Fills the fields from the saved connection named {@code name}. */
    private void pick(String name) {
        saved.stream().filter(c -> c.name().equals(name)).findFirst().ifPresent(c -> {
            kind.set(c.isEndpoint() ? Kind.LOCAL_ENDPOINT : Kind.AWS_PROFILE);
            endpoint.set(c.isEndpoint() ? c.endpoint().toString() : Connection.DYNAMODB_LOCAL.toString());
            profile.set(c.profile() == null ? "" : c.profile());
            region.set(c.region() == null ? "" : c.region());
            saveName.set(c.name());
        });
    }

    /**
     * The connection the fields describe.
     *
     * @throws IllegalArgumentException with a one-line message when the endpoint is not a URL
     */
    public Connection connection() {
        if (isEmbedded()) {
            String url = embeddedUrl.get() == null ? "" : embeddedUrl.get();
            if (url.isEmpty()) {
                throw new IllegalArgumentException("the embedded endpoint is not running: start it under Serve this "
                        + "design");
            }
            return Connection.endpoint(URI.create(url), Connection.LOCAL_REGION);
        }
        String name = choice.get() == null || NEW_CONNECTION.equals(choice.get()) ? null : choice.get();
        if (kind.get() == Kind.AWS_PROFILE) {
            return new Connection(name, null, profile.get(), region.get());
        }
        String url = endpoint.get() == null ? "" : endpoint.get().strip();
        if (url.isEmpty()) {
            throw new IllegalArgumentException("endpoint missing: give a URL like " + Connection.DYNAMODB_LOCAL);
        }
        return new Connection(name, Connection.parseEndpoint(url), null, region.get());
    }

    /** Whether the picker names the embedded endpoint ({@link #EMBEDDED}). */
    public boolean isEmbedded() {
        return EMBEDDED.equals(choice.get());
    }

    /** The embedded endpoint's URL while it serves, else empty. */
    public StringProperty embeddedUrlProperty() {
        return embeddedUrl;
    }

    public ObservableList<String> choices() {
        return choices;
    }

    public ObservableList<String> profiles() {
        return profiles;
    }

    public StringProperty choiceProperty() {
        return choice;
    }

    public ObjectProperty<Kind> kindProperty() {
        return kind;
    }

    public StringProperty endpointProperty() {
        return endpoint;
    }

    public StringProperty profileProperty() {
        return profile;
    }

    public StringProperty regionProperty() {
        return region;
    }

    /** The name to save the connection under. */
    public StringProperty saveNameProperty() {
        return saveName;
    }
}
