package dev.tablesmith.differential;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Objects;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import software.amazon.awssdk.awscore.exception.AwsServiceException;

/** Assertions shared by the tests of {@link MotoDifference}: what moto does, and what the engine must do. */
final class DifferenceChecks {
    private DifferenceChecks() {
    }

    /** The engine refuses the request as DynamoDB does: a ValidationException whose message contains the text. */
    static void engineRefuses(ThrowingCallable request, String messagePart) {
        assertThatThrownBy(request).isInstanceOfSatisfying(DynamoDbError.class, e -> {
            assertThat(e.errorType()).isEqualTo("ValidationException");
            assertThat(e.getMessage()).contains(messagePart);
        });
    }

    /** moto answers the request with HTTP 500 (a crash inside moto), not with a DynamoDB error. */
    static void motoFailsWithServerError(ThrowingCallable request) {
        assertThatThrownBy(request).isInstanceOfSatisfying(MotoSide.MotoRequestFailed.class,
                e -> assertThat(((AwsServiceException) e.getCause()).statusCode()).isEqualTo(500));
    }

    /** moto refuses the request with a ValidationException whose message contains the text. */
    static void motoRefuses(ThrowingCallable request, String messagePart) {
        assertThatThrownBy(request).isInstanceOfSatisfying(MotoSide.MotoRequestFailed.class, e -> {
            AwsServiceException cause = (AwsServiceException) e.getCause();
            assertThat(cause.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
            assertThat(cause.awsErrorDetails().errorMessage()).contains(messagePart);
        });
    }

    /** The sort keys ({@code SK}) of the items of all pages, in order. */
    static List<String> sortKeys(List<ReadPage> pages) {
        return pages.stream().flatMap(p -> p.items().stream()).map(DifferenceChecks::sortKey).toList();
    }

    static String sortKey(Item item) {
        AttributeValue sk = Objects.requireNonNull(item.attributes().get("SK"), "no SK in " + item);
        return sk instanceof AttributeValue.S s ? s.value() : ((AttributeValue.N) sk).value();
    }
}
