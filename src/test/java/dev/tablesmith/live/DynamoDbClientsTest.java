package dev.tablesmith.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Profiles come from files this test writes, never from the user's own ~/.aws. */
class DynamoDbClientsTest {
    @TempDir
    Path aws;

    private DynamoDbClients clients() throws Exception {
        Files.writeString(aws.resolve("config"), """
                [profile dev]
                region = eu-west-1
                [profile sso-dev]
                sso_session = corp
                sso_account_id = 123456789012
                sso_role_name = Developer
                region = eu-central-1
                [sso-session corp]
                sso_start_url = https://corp.awsapps.com/start
                sso_region = eu-west-1
                [profile noregion]
                output = json
                """);
        Files.writeString(aws.resolve("credentials"), """
                [dev]
                aws_access_key_id = AKIDEXAMPLE
                aws_secret_access_key = example
                [noregion]
                aws_access_key_id = AKIDEXAMPLE
                aws_secret_access_key = example
                """);
        return new DynamoDbClients(new ProfileFiles(aws.resolve("config"), aws.resolve("credentials")));
    }

    @Test
    void anUnknownProfileNamesTheFilesSearched() throws Exception {
        DynamoDbClients clients = clients();

        assertThatThrownBy(() -> clients.client(Connection.aws("prod", null)))
                .isInstanceOf(LiveException.class)
                .hasMessage("unknown profile 'prod': not in " + aws.resolve("config") + " and "
                        + aws.resolve("credentials") + " (list them with: aws configure list-profiles)");
    }

    @Test
    void aProfileWithoutRegionAndNoRegionGivenIsRegionMissing() throws Exception {
        DynamoDbClients clients = clients();

        assertThatThrownBy(() -> clients.client(Connection.aws("noregion", null)))
                .hasMessage("region missing for AWS profile noregion: give --region (e.g. --region us-east-1) or add "
                        + "region to the profile");
    }

    @Test
    void theProfilesRegionIsUsedWhenNoneIsGiven() throws Exception {
        try (DynamoDbClient client = clients().client(Connection.aws("dev", null))) {
            assertThat(client.serviceClientConfiguration().region().id()).isEqualTo("eu-west-1");
        }
    }

    @Test
    void anSsoProfileMakesAClientWithoutContactingAws() throws Exception {
        try (DynamoDbClient client = clients().client(Connection.aws("sso-dev", null))) {
            assertThat(client.serviceClientConfiguration().region().id()).isEqualTo("eu-central-1");
        }
    }

    @Test
    void anEndpointDefaultsToUsEast1() throws Exception {
        try (DynamoDbClient client = clients().client(Connection.endpoint(Connection.DYNAMODB_LOCAL, null))) {
            assertThat(client.serviceClientConfiguration().region().id()).isEqualTo("us-east-1");
            assertThat(client.serviceClientConfiguration().endpointOverride()).contains(Connection.DYNAMODB_LOCAL);
        }
    }
}
