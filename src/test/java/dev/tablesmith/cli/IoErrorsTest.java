package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import org.junit.jupiter.api.Test;

class IoErrorsTest {
    @Test
    void fileExceptionsThatCarryOnlyAPathAreSaidInWords() {
        assertThat(IoErrors.describe(new AccessDeniedException("/etc/x"))).isEqualTo("permission denied (/etc/x)");
        assertThat(IoErrors.describe(new FileAlreadyExistsException("out"))).isEqualTo("a file is in the way (out)");
    }

    @Test
    void otherFileSystemErrorsGiveTheirReason() {
        assertThat(IoErrors.describe(new FileSystemException("/d", null, "No space left on device")))
                .isEqualTo("No space left on device (/d)");
    }

    @Test
    void undecodableTextIsSaidInWordsNotAsTheJdksInputLength() {
        assertThat(IoErrors.describe(new java.nio.charset.MalformedInputException(1)))
                .isEqualTo("not UTF-8 text; is this a design file? (if it is, save it as UTF-8)");
    }

    @Test
    void plainIoErrorsGiveTheirMessage() {
        assertThat(IoErrors.describe(new IOException("stream closed"))).isEqualTo("stream closed");
    }
}
