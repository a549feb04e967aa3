#include "cli.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("starboard-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Starboard"));
    QCoreApplication::setApplicationVersion(QStringLiteral(STARBOARD_VERSION));

    // Qt's own strings (QCommandLineParser's messages) in the user's language.
    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtTranslator);

    QTextStream out(stdout);
    QTextStream err(stderr);
    starboard::cli::Cli cli(out, err);
    return cli.run(QCoreApplication::arguments());
}
