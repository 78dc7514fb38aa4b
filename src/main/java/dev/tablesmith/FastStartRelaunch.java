package dev.tablesmith;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Starts the app in a child JVM with the packaged app's JVM options (decision 0011: {@code -XX:TieredStopAtLevel=1}
 * and {@code -XX:+UseParallelGC}) when it was started with plain {@code java -jar tablesmith.jar}, so the README's
 * run command opens large designs as fast as the installed app (decision 0013). On two cores the optimizing JIT
 * tier and G1's concurrent threads take as much processor time during a cold open as the app's own work.
 *
 * <p>It does nothing for the command line (only the app is relaunched), when the JVM already has a JIT tier limit
 * and a collector chosen (the packaged launcher, or a user's own choice, which is kept), under a debugger agent, in
 * the child itself, or when {@code -Dtablesmith.relaunch=false} is given. Options the user gave the JVM are passed
 * on to the child; an option already chosen is not overridden (a user's {@code -XX:+UseG1GC} stays, and the child
 * gets only the JIT option). If the child cannot be started the app starts in this JVM as before.
 *
 * <p>The child is told when this JVM started and how much processor time it had used
 * ({@value #LAUNCH_START_PROPERTY}, {@value #LAUNCH_CPU_PROPERTY}), so {@code --startup-report} measures from the
 * user's command, not from the child's start.
 */
final class FastStartRelaunch {
    /** The JIT option of decision 0011: stop at the C1 compiler. */
    static final String JIT_OPTION = "-XX:TieredStopAtLevel=1";
    /** The collector option of decision 0011. */
    static final String GC_OPTION = "-XX:+UseParallelGC";
    /** {@code -Dtablesmith.relaunch=false} keeps the app in the JVM it was started in. */
    static final String OPT_OUT_PROPERTY = "tablesmith.relaunch";
    /** Set in the child: the parent's JVM start, epoch milliseconds. */
    static final String LAUNCH_START_PROPERTY = "tablesmith.launch.start";
    /** Set in the child: the processor time the parent had used when it started the child, milliseconds. */
    static final String LAUNCH_CPU_PROPERTY = "tablesmith.launch.cpu";

    private FastStartRelaunch() {
    }

    /**
     * How this JVM was started.
     *
     * @param javaCommand  the {@code java} executable, if known
     * @param jvmArguments the JVM's input arguments ({@code -Xmx512m}, {@code -Dx=y}, ...), not the class path
     * @param classPath    {@code java.class.path}
     * @param optOut       the value of {@value #OPT_OUT_PROPERTY}, or null
     * @param relaunched   whether this JVM is already the child
     */
    record ThisJvm(Optional<String> javaCommand, List<String> jvmArguments, String classPath, String optOut,
                   boolean relaunched) {
        static ThisJvm current() {
            return new ThisJvm(ProcessHandle.current().info().command(),
                    ManagementFactory.getRuntimeMXBean().getInputArguments(), System.getProperty("java.class.path"),
                    System.getProperty(OPT_OUT_PROPERTY), System.getProperty(LAUNCH_START_PROPERTY) != null);
        }
    }

    /** The options decision 0011 adds that this JVM lacks: none when it has both, or may not be relaunched. */
    static List<String> missingOptions(ThisJvm jvm) {
        if (jvm.relaunched() || "false".equalsIgnoreCase(jvm.optOut()) || jvm.javaCommand().isEmpty()
                || jvm.classPath() == null || jvm.classPath().isBlank()) {
            return List.of();
        }
        boolean jitChosen = false;
        boolean gcChosen = false;
        for (String argument : jvm.jvmArguments()) {
            if (argument.startsWith("-agentlib:jdwp") || argument.startsWith("-Xrunjdwp")
                    || argument.startsWith("-Xdebug")) {
                return List.of();
            }
            jitChosen |= argument.startsWith("-XX:TieredStopAtLevel") || argument.equals("-XX:-TieredCompilation")
                    || argument.equals("-Xint") || argument.equals("-Xcomp");
            gcChosen |= argument.matches("-XX:\\+Use\\w*GC");
        }
        List<String> missing = new ArrayList<>();
        if (!jitChosen) {
            missing.add(JIT_OPTION);
        }
        if (!gcChosen) {
            missing.add(GC_OPTION);
        }
        return missing;
    }

    /**
     * The child's command line: this JVM's executable and options, the missing ones, the launch properties, the
     * same class path, {@code mainClass} and the same arguments; empty when the app should start here.
     */
    static Optional<List<String>> command(ThisJvm jvm, long startMillis, long cpuMillis, String mainClass,
                                          List<String> arguments) {
        List<String> missing = missingOptions(jvm);
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        List<String> command = new ArrayList<>();
        command.add(jvm.javaCommand().orElseThrow());
        command.addAll(jvm.jvmArguments());
        command.addAll(missing);
        command.add("-D" + LAUNCH_START_PROPERTY + "=" + startMillis);
        command.add("-D" + LAUNCH_CPU_PROPERTY + "=" + Math.max(0, cpuMillis));
        command.add("-cp");
        command.add(jvm.classPath());
        command.add(mainClass);
        command.addAll(arguments);
        return Optional.of(command);
    }

    /**
     * Runs the app in a child JVM with the fast-start options if this JVM lacks them: waits for it and returns its
     * exit code. Empty when the app should start in this JVM (nothing to add, opted out, or the child could not be
     * started).
     */
    static Optional<Integer> relaunch(List<String> arguments) {
        long cpu = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() / 1_000_000 : 0;
        Optional<List<String>> command = command(ThisJvm.current(),
                ManagementFactory.getRuntimeMXBean().getStartTime(), cpu, Main.class.getName(), arguments);
        return command.flatMap(FastStartRelaunch::run);
    }

    /** Runs {@code command} with this process's standard streams; its exit code, or empty if it cannot start. */
    static Optional<Integer> run(List<String> command) {
        Process child;
        try {
            child = new ProcessBuilder(command).inheritIO().start();
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return Optional.empty();
        }
        Thread stopChild = new Thread(child::destroy, "stop-relaunched-app");
        Runtime.getRuntime().addShutdownHook(stopChild);
        while (true) {
            try {
                int exit = child.waitFor();
                Runtime.getRuntime().removeShutdownHook(stopChild);
                return Optional.of(exit);
            } catch (InterruptedException e) {
                // only a shutdown interrupts the launcher; the hook stops the child, keep waiting for it
            } catch (IllegalStateException shuttingDown) {
                return Optional.of(child.exitValue());
            }
        }
    }
}
