package dev.tablesmith.io;

import dev.tablesmith.review.Finding;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns the JSON Pointers of design-review findings into lines and columns of the design file, the way
 * {@link JsonDesignStore} locates validation problems: at the value the pointer names, or at its nearest
 * enclosing value that exists in the file; a column inside a key template lands on that exact character.
 *
 * <p>Only the values the findings name are looked for ({@link TargetedLocations}): one streaming pass of the
 * tokenizer over the file, which is never held in memory whole, so that a design of millions of records is located
 * in the memory of its findings. A file that turns out not to be well-formed (it changed since it was read) is read
 * whole once more to say where and what.
 */
public final class FindingLocator {
    /** Where the text comes from: opened for each pass, read whole only to describe a malformed file. */
    private interface Text {
        Reader open() throws IOException;

        byte[] bytes() throws IOException;
    }

    private final String source;
    private final Text text;

    private FindingLocator(String source, Text text) {
        this.source = source;
        this.text = text;
    }

    /** A locator for a design file, read when findings are located. */
    public static FindingLocator load(Path file) {
        return new FindingLocator(file.toString(), new Text() {
            @Override
            public Reader open() throws IOException {
                return new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT));
            }

            @Override
            public byte[] bytes() throws IOException {
                return Files.readAllBytes(file);
            }
        });
    }

    /** A locator for design file text in memory; {@code source} names it in the located findings. */
    public static FindingLocator read(String designText, String source) {
        return new FindingLocator(source, new Text() {
            @Override
            public Reader open() {
                return new StringReader(designText);
            }

            @Override
            public byte[] bytes() {
                return designText.getBytes(StandardCharsets.UTF_8);
            }
        });
    }

    /** A locator for design file bytes in memory; {@code source} names it in the located findings. */
    public static FindingLocator read(byte[] bytes, String source) {
        return new FindingLocator(source, new Text() {
            @Override
            public Reader open() {
                return new InputStreamReader(new java.io.ByteArrayInputStream(bytes), StandardCharsets.UTF_8
                        .newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT));
            }

            @Override
            public byte[] bytes() {
                return bytes;
            }
        });
    }

    /** The finding with the line and column of its location. */
    public FindingInFile locate(Finding finding) throws IOException, DesignLoadException {
        return locateAll(List.of(finding)).get(0);
    }

    /**
     * Every finding located, in the given order.
     *
     * @throws DesignLoadException when the file is not well-formed JSON (one located problem)
     * @throws IOException         when it cannot be read; the message names the file and says why
     */
    public List<FindingInFile> locateAll(List<Finding> findings) throws IOException, DesignLoadException {
        Set<String> pointers = new LinkedHashSet<>();
        findings.forEach(f -> pointers.add(f.location().path()));
        LocationIndex index = index(pointers);
        return findings.stream().map(f -> locate(index, f)).toList();
    }

    private LocationIndex index(Set<String> pointers) throws IOException, DesignLoadException {
        Reader reader;
        try {
            reader = text.open();
        } catch (IOException e) {
            throw new IOException("cannot read " + source + ": " + AtomicFileWriter.reason(e), e);
        }
        try (Reader in = reader) {
            return TargetedLocations.build(in, pointers);
        } catch (IOException notWellFormed) {
            // not UTF-8, not one JSON value, or unreadable part way: the whole-text reading says where and what
            byte[] bytes;
            try {
                bytes = text.bytes();
            } catch (IOException e) {
                throw new IOException("cannot read " + source + ": " + AtomicFileWriter.reason(e), e);
            }
            try {
                return LocationIndex.build(SourceText.decode(bytes));
            } catch (MalformedJsonException e) {
                throw new DesignLoadException(List.of(new DesignFileProblem(source, e.line(), e.column(),
                        e.pointer(), e.getMessage())));
            }
        }
    }

    private FindingInFile locate(LocationIndex index, Finding finding) {
        String path = finding.location().path();
        int column = finding.location().column();
        LocationIndex.Position at = index.contains(path) && column > 0
                ? index.insideString(path, column).orElse(index.valueAt(path))
                : index.valueAt(path);
        return new FindingInFile(source, at.line(), at.column(), finding);
    }
}
