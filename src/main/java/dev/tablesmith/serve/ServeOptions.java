package dev.tablesmith.serve;

/**
 * How to serve a design.
 *
 * @param host the address to bind ({@code 127.0.0.1} unless the user names another)
 * @param port the port, or 0 for a free one
 * @param mode what happens to writes
 */
public record ServeOptions(String host, int port, WriteMode mode) {
    public static final String LOOPBACK = "127.0.0.1";

    public static ServeOptions local(int port) {
        return new ServeOptions(LOOPBACK, port, WriteMode.MEMORY);
    }

    /** Whether the address is reachable only from this machine. */
    public boolean loopbackOnly() {
        return host.equals(LOOPBACK) || host.equals("localhost") || host.equals("::1");
    }
}
