package dev.tablesmith.bench;

/** Wall-clock and heap readings for benchmark reports. */
final class BenchClock {
    private BenchClock() {
    }

    static long now() {
        return System.nanoTime();
    }

    static double secondsSince(long start) {
        return (System.nanoTime() - start) / 1e9;
    }

    /** Heap in use after asking for two full collections, in MiB. */
    static double usedHeapMiB() {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 2; i++) {
            System.gc();
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return (runtime.totalMemory() - runtime.freeMemory()) / (1024.0 * 1024.0);
    }

    static double maxHeapMiB() {
        return Runtime.getRuntime().maxMemory() / (1024.0 * 1024.0);
    }
}
