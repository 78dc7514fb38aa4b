package dev.tablesmith.cli;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Says in a few words why a file operation failed. The JDK's file exceptions often carry only the path as their
 * message ({@code AccessDeniedException: /x}), which reads as nonsense on its own.
 */
final class IoErrors {
    private IoErrors() {
    }

    static String describe(IOException exception) {
        if (exception instanceof CharacterCodingException) {
            // the JDK says "Input length = 1"; the readers that know the file say where (Utf8Text)
            return "not UTF-8 text; is this a design file? (if it is, save it as UTF-8)";
        }
        if (!(exception instanceof FileSystemException fileError)) {
            return OneLineErrorHandler.describe(exception);
        }
        String reason;
        if (fileError instanceof AccessDeniedException) {
            reason = "permission denied";
        } else if (fileError instanceof NoSuchFileException) {
            reason = "no such file or directory";
        } else if (fileError instanceof FileAlreadyExistsException) {
            reason = "a file is in the way";
        } else if (fileError instanceof NotDirectoryException) {
            reason = "not a directory";
        } else {
            reason = fileError.getReason() == null ? fileError.getClass().getSimpleName() : fileError.getReason();
        }
        return fileError.getFile() == null ? reason : reason + " (" + fileError.getFile() + ")";
    }
}
