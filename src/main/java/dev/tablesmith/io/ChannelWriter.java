package dev.tablesmith.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/**
 * Writes bytes to an open file channel: the one step of an atomic save that tests replace with a failing one
 * to prove the original file survives a crash mid-write.
 */
@FunctionalInterface
interface ChannelWriter {
    /** Writes every byte, looping over partial writes. */
    ChannelWriter FULLY = (channel, bytes) -> {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
    };

    void write(FileChannel channel, byte[] bytes) throws IOException;
}
