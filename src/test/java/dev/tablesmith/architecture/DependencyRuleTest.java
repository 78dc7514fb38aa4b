package dev.tablesmith.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The dependency rule of docs/architecture.md: a pure core (no JavaFX, AWS SDK or Jackson), thin edges, and
 * nothing depending on the UI or the CLI except the launcher. Rules for packages that do not exist yet pass
 * empty, so they are in force the moment the package arrives.
 */
class DependencyRuleTest {
    private static final String MAIN = "dev.tablesmith.Main";
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.tablesmith");

    @Test
    void theProductionClassesAreImported() {
        assertThat(CLASSES.contain("dev.tablesmith.model.Design")).isTrue();
        assertThat(CLASSES.contain("dev.tablesmith.ui.TablesmithApp")).isTrue();
        assertThat(CLASSES.contain("dev.tablesmith.cli.TablesmithCommand")).isTrue();
    }

    @ParameterizedTest(name = "{0} imports no JavaFX, AWS SDK or Jackson")
    @ValueSource(strings = {"model", "template", "engine", "planner", "review", "sample", "edit", "export", "infer",
        "classroom"})
    void pureCorePackageDependsOnNoFrameworks(String corePackage) {
        noFrameworks(corePackage).check(CLASSES);
    }

    @Test
    void theFrameworkRuleCatchesAPackageThatUsesJavaFx() {
        assertThat(noFrameworks("ui").evaluate(CLASSES).hasViolation()).isTrue();
    }

    private static ArchRule noFrameworks(String subpackage) {
        return noClasses().that().resideInAPackage("dev.tablesmith." + subpackage + "..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "software.amazon..", "com.fasterxml..")
                .allowEmptyShould(true);
    }

    @Test
    void modelDependsOnlyOnTheJdkAndItself() {
        classes().that().resideInAPackage("dev.tablesmith.model..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "dev.tablesmith.model..")
                .check(CLASSES);
    }

    @Test
    void ioMayUseJacksonButNotJavaFxOrTheAwsSdk() {
        noClasses().that().resideInAPackage("dev.tablesmith.io..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "software.amazon..")
                .check(CLASSES);
    }

    @Test
    void nothingOutsideTheUiDependsOnTheUiExceptTheLauncher() {
        noClasses().that().resideOutsideOfPackage("dev.tablesmith.ui..").and().doNotHaveFullyQualifiedName(MAIN)
                .should().dependOnClassesThat().resideInAPackage("dev.tablesmith.ui..")
                .check(CLASSES);
    }

    @Test
    void nothingOutsideTheCliDependsOnTheCliExceptTheLauncher() {
        noClasses().that().resideOutsideOfPackage("dev.tablesmith.cli..").and().doNotHaveFullyQualifiedName(MAIN)
                .should().dependOnClassesThat().resideInAPackage("dev.tablesmith.cli..")
                .check(CLASSES);
    }

    @Test
    void liveAndBenchMayUseTheAwsSdkButNotJavaFx() {
        noClasses().that().resideInAnyPackage("dev.tablesmith.live..", "dev.tablesmith.bench..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..")
                .check(CLASSES);
    }

    @Test
    void onlyTheBenchAndTheEdgesUseTheLivePackage() {
        noClasses().that().resideInAnyPackage("dev.tablesmith.model..", "dev.tablesmith.template..",
                        "dev.tablesmith.engine..", "dev.tablesmith.planner..", "dev.tablesmith.review..",
                        "dev.tablesmith.sample..", "dev.tablesmith.edit..", "dev.tablesmith.io..",
                        "dev.tablesmith.infer..")
                .should().dependOnClassesThat().resideInAPackage("dev.tablesmith.live..")
                .check(CLASSES);
    }

    /** The design endpoint speaks HTTP with the JDK's server and Jackson; it needs neither the SDK nor a toolkit. */
    @Test
    void serveUsesNeitherTheAwsSdkNorJavaFx() {
        noClasses().that().resideInAPackage("dev.tablesmith.serve..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "software.amazon..",
                        "dev.tablesmith.live..")
                .check(CLASSES);
    }
}
