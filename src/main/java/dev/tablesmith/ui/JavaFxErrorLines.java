package dev.tablesmith.ui;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.util.List;

/**
 * The standard error stream without the lines JavaFX prints before a failure that Tablesmith reports in its own
 * one line: "Error: JavaFX detected no fonts!" (reported as {@link FontCheck#NO_FONTS}) and "Exception in
 * Application start method" (the launcher says why the app could not start). JavaFX prints both with
 * {@code System.err.println(String)}; that is the one call filtered, and everything else passes unchanged.
 */
public final class JavaFxErrorLines extends PrintStream {
    /** The beginnings of the lines dropped. */
    static final List<String> DROPPED = List.of("Error: JavaFX detected no fonts!",
            "Exception in Application start method");

    JavaFxErrorLines(OutputStream err, Charset charset) {
        super(err, true, charset);
    }

    /** Replaces {@code System.err} with the filtered stream (once; installing it again changes nothing). */
    public static void install() {
        if (!(System.err instanceof JavaFxErrorLines)) {
            String encoding = System.getProperty("sun.stderr.encoding");
            Charset charset = encoding != null && Charset.isSupported(encoding) ? Charset.forName(encoding)
                    : Charset.defaultCharset();
            System.setErr(new JavaFxErrorLines(System.err, charset));
        }
    }

    @Override
    public void println(String line) {
        if (line == null || DROPPED.stream().noneMatch(line::startsWith)) {
            super.println(line);
        }
    }
}
