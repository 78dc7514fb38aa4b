package dev.tablesmith.live;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.profiles.Profile;
import software.amazon.awssdk.profiles.ProfileFile;

/**
 * The AWS shared config and credentials files: {@code ~/.aws/config} and {@code ~/.aws/credentials}, or the files
 * named by {@code AWS_CONFIG_FILE} and {@code AWS_SHARED_CREDENTIALS_FILE}, as the AWS CLI and SDKs read them.
 * Tests pass files of their own so that the user's profiles are never read.
 */
public record ProfileFiles(Path config, Path credentials) {
    /** The files the AWS CLI would read for the current user. */
    public static ProfileFiles forCurrentUser() {
        Path aws = Path.of(System.getProperty("user.home"), ".aws");
        return new ProfileFiles(pathOr(System.getenv("AWS_CONFIG_FILE"), aws.resolve("config")),
                pathOr(System.getenv("AWS_SHARED_CREDENTIALS_FILE"), aws.resolve("credentials")));
    }

    private static Path pathOr(String value, Path fallback) {
        return value == null || value.isBlank() ? fallback : Path.of(value);
    }

    /** Both files merged as the SDK merges them (a missing file counts as empty). */
    public ProfileFile load() {
        ProfileFile.Aggregator aggregate = ProfileFile.aggregator();
        if (Files.isRegularFile(config)) {
            aggregate.addFile(ProfileFile.builder().content(config).type(ProfileFile.Type.CONFIGURATION).build());
        }
        if (Files.isRegularFile(credentials)) {
            aggregate.addFile(ProfileFile.builder().content(credentials).type(ProfileFile.Type.CREDENTIALS).build());
        }
        return aggregate.build();
    }

    /** The named profile, if either file defines it. */
    public Optional<Profile> profile(String name) {
        return load().profile(name);
    }

    /** The files searched, for messages: {@code ~/.aws/config and ~/.aws/credentials}. */
    public String searched() {
        List<String> names = new ArrayList<>();
        names.add(config + (Files.isRegularFile(config) ? "" : " (missing)"));
        names.add(credentials + (Files.isRegularFile(credentials) ? "" : " (missing)"));
        return String.join(" and ", names);
    }
}
