package dev.tablesmith.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ConnectException;
import java.net.URI;
import java.net.UnknownHostException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

class LiveErrorsTest {
    private static final Connection LOCAL = Connection.endpoint(URI.create("http://localhost:8000"), null);
    private static final Connection PROFILE = Connection.aws("dev", "eu-west-1");

    private static DynamoDbException service(String code, String message) {
        return (DynamoDbException) DynamoDbException.builder()
                .awsErrorDetails(AwsErrorDetails.builder().errorCode(code).errorMessage(message).build())
                .message(message).statusCode(400).build();
    }

    @Test
    void refusedConnectionIsEndpointUnreachableWithHostAndPort() {
        SdkClientException e = SdkClientException.builder().message("Unable to execute HTTP request: Connection "
                + "refused").cause(new ConnectException("Connection refused")).build();

        assertThat(LiveErrors.describe(e, LOCAL))
                .isEqualTo("endpoint unreachable: nothing answers at localhost:8000 (connection refused); is "
                        + "DynamoDB Local running there?");
    }

    @Test
    void unknownHostSaysSo() {
        SdkClientException e = SdkClientException.builder().message("Unable to execute HTTP request")
                .cause(new UnknownHostException("dynamo.nowhere")).build();

        assertThat(LiveErrors.describe(e, Connection.endpoint(URI.create("http://dynamo.nowhere:8000"), null)))
                .startsWith("endpoint unreachable: nothing answers at dynamo.nowhere:8000 (unknown host)");
    }

    @Test
    void accessDeniedNamesTheDeniedActionAndResource() {
        DynamoDbException e = service("AccessDeniedException", "User: arn:aws:iam::123456789012:user/dev is not "
                + "authorized to perform: dynamodb:CreateTable on resource: arn:aws:dynamodb:eu-west-1:123456789012:"
                + "table/shop because no identity-based policy allows the dynamodb:CreateTable action");

        assertThat(LiveErrors.describe(e, PROFILE)).isEqualTo("access denied: AWS profile dev (eu-west-1) may not "
                + "perform dynamodb:CreateTable on arn:aws:dynamodb:eu-west-1:123456789012:table/shop; ask for an "
                + "IAM policy that allows it");
    }

    @Test
    void expiredSsoSessionGivesTheLoginCommand() {
        SdkClientException e = SdkClientException.builder().message("The SSO session associated with this profile "
                + "has expired or is otherwise invalid. To refresh this SSO session run aws sso login with the "
                + "corresponding profile.").build();

        assertThat(LiveErrors.describe(e, PROFILE)).isEqualTo(
                "the SSO session has expired or is not logged in; run: aws sso login --profile dev");
    }

    @Test
    void unrecognizedClientIsInvalidCredentials() {
        DynamoDbException e = service("UnrecognizedClientException", "The security token included in the request "
                + "is invalid.");

        assertThat(LiveErrors.describe(e, PROFILE)).startsWith("invalid credentials for AWS profile dev (eu-west-1):"
                + " AWS did not accept them (UnrecognizedClientException: The security token included in the "
                + "request is invalid.)");
    }

    @Test
    void expiredTokenSaysTheCredentialsHaveExpired() {
        DynamoDbException e = service("ExpiredTokenException", "The security token included in the request is "
                + "expired");

        assertThat(LiveErrors.describe(e, PROFILE)).isEqualTo("the credentials for AWS profile dev (eu-west-1) have "
                + "expired (ExpiredTokenException); refresh them, for SSO run: aws sso login --profile dev");
    }

    @Test
    void missingRegionAsksForRegion() {
        SdkClientException e = SdkClientException.builder().message("Unable to load region from any of the "
                + "providers in the chain software.amazon.awssdk.regions.providers.DefaultAwsRegionProviderChain")
                .build();

        assertThat(LiveErrors.describe(e, Connection.aws(null, null)))
                .isEqualTo("region missing for AWS default credentials: give --region (e.g. --region us-east-1) "
                        + "or set AWS_REGION");
    }

    @Test
    void throttlingThroughAllAttemptsSaysToTryLater() {
        DynamoDbException e = service("ProvisionedThroughputExceededException", "The level of configured "
                + "provisioned throughput for the table was exceeded.");

        assertThat(LiveErrors.describe(e, PROFILE)).startsWith("DynamoDB throttled the request "
                + "(ProvisionedThroughputExceededException) through all 6 attempts");
    }

    @Test
    void otherServiceErrorsKeepCodeAndFirstLine() {
        DynamoDbException e = service("ValidationException", "One or more parameter values were invalid\nmore");

        assertThat(LiveErrors.describe(e, LOCAL))
                .isEqualTo("DynamoDB refused the request (ValidationException): One or more parameter values were "
                        + "invalid");
    }

    @Test
    void aConnectionResetOnEveryAttemptSaysTheEndpointClosedIt() {
        SdkClientException e = SdkClientException.builder().message("Unable to execute HTTP request: Connection "
                + "reset").cause(new java.net.SocketException("Connection reset")).build();

        assertThat(LiveErrors.describe(e, LOCAL)).isEqualTo("endpoint closed the connection: localhost:8000 dropped "
                + "it before answering, on every attempt (connection reset); is the server still running?");
        assertThat(LiveErrors.describe(e, PROFILE)).isEqualTo("DynamoDB closed the connection in region eu-west-1 "
                + "before answering, on every attempt (connection reset); check the network");
    }

    @Test
    void theTotalTimeLimitIsNamedInSeconds() {
        var e = software.amazon.awssdk.core.exception.ApiCallTimeoutException.create(30_000);

        assertThat(LiveErrors.describe(e, LOCAL)).isEqualTo("endpoint unreachable: nothing answers at localhost:8000 "
                + "(no answer within 30 s); is DynamoDB Local running there?");
    }
}
