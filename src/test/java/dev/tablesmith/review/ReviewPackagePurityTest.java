package dev.tablesmith.review;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The validator is pure core: it depends on the model and the template language only. */
class ReviewPackagePurityTest {

    @Test
    void reviewImportsNoToolkitSdkOrJson() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.tablesmith.review");

        noClasses().should().dependOnClassesThat().resideInAnyPackage("javafx..", "software.amazon..",
                        "com.fasterxml..", "dev.tablesmith.ui..", "dev.tablesmith.cli..", "dev.tablesmith.io..")
                .check(classes);
    }
}
