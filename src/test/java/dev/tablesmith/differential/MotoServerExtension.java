package dev.tablesmith.differential;

import dev.tablesmith.live.MotoServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.opentest4j.AssertionFailedError;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Gives a test class a running {@code moto_server}: one server per test run, started by the first class that
 * needs it and stopped (by its process id) when the run ends. Test methods and {@code @BeforeAll} methods may take
 * a {@link MotoServer} or a {@link DynamoDbClient} parameter.
 *
 * <p>Without {@code moto_server} on {@code PATH} the class is skipped (reported as disabled) with
 * {@link MotoServer#NOT_FOUND_MESSAGE}; with the environment variable {@code CI=true} the same message is a failure,
 * so CI cannot pass without running the differential tests.
 */
public final class MotoServerExtension implements ExecutionCondition, BeforeAllCallback, ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(MotoServerExtension.class);

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (MotoServer.findOnPath().isEmpty() && !runningInCi()) {
            return ConditionEvaluationResult.disabled(MotoServer.NOT_FOUND_MESSAGE);
        }
        return ConditionEvaluationResult.enabled("moto_server is on PATH, or CI=true requires it");
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        server(context);
    }

    /** The run's server, started on first use. */
    static MotoServer server(ExtensionContext context) {
        ExtensionContext.Store store = context.getRoot().getStore(NAMESPACE);
        return store.getOrComputeIfAbsent(MotoServer.class, key -> start(executable()), MotoServer.class);
    }

    /** The executable; without one (only reached with CI=true, see the execution condition) a failure. */
    private static Path executable() {
        Optional<Path> found = MotoServer.findOnPath();
        if (found.isPresent()) {
            return found.get();
        }
        throw new AssertionFailedError(MotoServer.NOT_FOUND_MESSAGE + " [CI=true: a missing moto_server fails the"
                + " build]");
    }

    static boolean runningInCi() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    private static MotoServer start(Path executable) {
        try {
            return MotoServer.start(executable);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start " + executable + ": " + e.getMessage(), e);
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == MotoServer.class || type == DynamoDbClient.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        MotoServer server = server(context);
        return parameter.getParameter().getType() == MotoServer.class ? server : server.client();
    }
}
