package dev.tablesmith.template;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The template package is pure core: usable from the engine, the CLI and tests without a toolkit or SDK. */
class TemplatePackagePurityTest {

    @Test
    void templateImportsNoToolkitSdkOrJson() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.tablesmith.template");

        noClasses().should().dependOnClassesThat().resideInAnyPackage("javafx..", "software.amazon..",
                        "com.fasterxml..", "dev.tablesmith.ui..", "dev.tablesmith.cli..", "dev.tablesmith.io..",
                        "dev.tablesmith.review..", "dev.tablesmith.engine..")
                .check(classes);
    }
}
