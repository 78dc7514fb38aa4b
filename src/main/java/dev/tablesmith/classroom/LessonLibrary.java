package dev.tablesmith.classroom;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The bundled lessons: text resources in {@code /dev/tablesmith/classroom/lessons/}, listed in order in that
 * folder's {@code index.txt} (one file name a line).
 */
public final class LessonLibrary {
    /** Where the lessons live on the classpath. */
    public static final String FOLDER = "/dev/tablesmith/classroom/lessons/";

    private final List<Lesson> lessons;

    private LessonLibrary(List<Lesson> lessons) {
        this.lessons = lessons;
    }

    /** The bundled lessons, parsed once. */
    public static LessonLibrary bundled() {
        return Holder.BUNDLED;
    }

    /** Every lesson, in teaching order. */
    public List<Lesson> lessons() {
        return lessons;
    }

    public Optional<Lesson> lesson(String id) {
        return lessons.stream().filter(l -> l.id().equals(id)).findFirst();
    }

    private static LessonLibrary load() {
        List<Lesson> parsed = read("index.txt").lines().map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                .map(name -> LessonParser.parse(read(name), name)).toList();
        return new LessonLibrary(parsed);
    }

    private static String read(String name) {
        try (InputStream in = LessonLibrary.class.getResourceAsStream(FOLDER + name)) {
            if (in == null) {
                throw new IllegalStateException("lesson resource not found: " + FOLDER + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final class Holder {
        static final LessonLibrary BUNDLED = load();
    }
}
