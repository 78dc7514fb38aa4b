package dev.tablesmith.cli.live;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A fake endpoint on 127.0.0.1 at the socket level, for faults an HTTP server cannot make: each request (HTTP/1.1,
 * keep-alive) is answered, reset (TCP RST) before an answer, answered in part and then reset, or never answered.
 * {@link #kill()} stops it as a killed server would: no new connections, every open one reset.
 */
final class SocketEndpoint implements AutoCloseable {
    /** What to do with one request. */
    sealed interface Action permits Answer, Reset, ResetMidAnswer, Hang, Die {
    }

    /** A 200 answer with this JSON body. */
    record Answer(String json) implements Action {
    }

    /** Reset the connection without answering. */
    record Reset() implements Action {
    }

    /** Send the status line, the headers and half of the body, then reset the connection. */
    record ResetMidAnswer(String json) implements Action {
    }

    /** Keep the connection open and never answer. */
    record Hang() implements Action {
    }

    /** {@link #kill()} the server on this request (without answering it). */
    record Die() implements Action {
    }

    interface Behaviour {
        Action on(String operation, String body) throws IOException;
    }

    private final ServerSocket server;
    private final Behaviour behaviour;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private volatile boolean killed;

    SocketEndpoint(Behaviour behaviour) throws IOException {
        this.behaviour = behaviour;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread accept = new Thread(this::accept, "socket-endpoint");
        accept.setDaemon(true);
        accept.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getLocalPort();
    }

    int port() {
        return server.getLocalPort();
    }

    private void accept() {
        while (!killed) {
            try {
                Socket socket = server.accept();
                open.add(socket);
                Thread t = new Thread(() -> serve(socket), "socket-endpoint-connection");
                t.setDaemon(true);
                t.start();
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void serve(Socket socket) {
        try (socket) {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            OutputStream out = socket.getOutputStream();
            while (!killed) {
                String head = readHead(in);
                if (head == null) {
                    return;
                }
                int length = 0;
                String operation = "";
                for (String line : head.split("\r\n")) {
                    String lower = line.toLowerCase(Locale.ROOT);
                    if (lower.startsWith("content-length:")) {
                        length = Integer.parseInt(line.substring(line.indexOf(':') + 1).strip());
                    } else if (lower.startsWith("x-amz-target:")) {
                        String target = line.substring(line.indexOf(':') + 1).strip();
                        operation = target.substring(target.indexOf('.') + 1);
                    }
                }
                String body = new String(in.readNBytes(length), StandardCharsets.UTF_8);
                Action action = behaviour.on(operation, body);
                if (action instanceof Answer answer) {
                    out.write(response(answer.json()));
                    out.flush();
                } else if (action instanceof ResetMidAnswer partial) {
                    byte[] all = response(partial.json());
                    out.write(all, 0, all.length - partial.json().length() / 2);
                    out.flush();
                    reset(socket);
                    return;
                } else if (action instanceof Hang) {
                    while (!killed && in.read() >= 0) {
                        // the client gave up when it closes the connection
                    }
                    return;
                } else if (action instanceof Die) {
                    kill();
                    return;
                } else {
                    reset(socket);
                    return;
                }
            }
        } catch (IOException e) {
            // the client went away
        } finally {
            open.remove(socket);
        }
    }

    private static byte[] response(String json) {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        String head = "HTTP/1.1 200 OK\r\nContent-Type: application/x-amz-json-1.0\r\nContent-Length: " + body.length
                + "\r\n\r\n";
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        all.writeBytes(head.getBytes(StandardCharsets.US_ASCII));
        all.writeBytes(body);
        return all.toByteArray();
    }

    private static String readHead(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        int c;
        while ((c = in.read()) >= 0) {
            head.append((char) c);
            if (head.length() >= 4 && head.substring(head.length() - 4).equals("\r\n\r\n")) {
                return head.toString();
            }
        }
        return null;
    }

    private static void reset(Socket socket) {
        try {
            socket.setSoLinger(true, 0);
            socket.close();
        } catch (IOException ignored) {
            // already closed
        }
    }

    /** Stops listening and resets every open connection, as a killed server does. */
    void kill() {
        killed = true;
        try {
            server.close();
        } catch (IOException ignored) {
            // already closed
        }
        open.forEach(SocketEndpoint::reset);
    }

    @Override
    public void close() {
        kill();
    }
}
