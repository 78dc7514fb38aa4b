package dev.tablesmith.cli;

import picocli.CommandLine.IVersionProvider;

/**
 * The version printed by {@code tablesmith --version}: the {@code Implementation-Version} of the jar manifest
 * (set by the Maven build), or "development build" when running from classes without a manifest.
 */
public final class ManifestVersionProvider implements IVersionProvider {
    static final String DEVELOPMENT_BUILD = "development build";

    @Override
    public String[] getVersion() {
        return new String[] {"tablesmith " + version()};
    }

    /** The running Tablesmith's version. */
    public static String version() {
        String version = ManifestVersionProvider.class.getPackage().getImplementationVersion();
        return version == null || version.isBlank() ? DEVELOPMENT_BUILD : version;
    }
}
