#include "playitguard.h"

#include "putaside.h"
#include "session.h"

#include <QCoreApplication>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>

namespace starboard::editor {

bool putAsideGameInProgress(QWidget *parent, GameSession &session, const QString &folder,
                            QString *keptFile)
{
    if (!session.isActive() || session.isTerminal())
        return true;
    const QString name = putAsideFileName(session, folder);

    QMessageBox question(QMessageBox::Question,
                         //: Workshop, Game > Play It (play the edited content): the title of the
                         //: question before a game in progress is saved away.
                         QCoreApplication::translate("PlayItGuard", "Play It"),
                         //: Workshop, Play It: %1: a game's name, e.g. 'Galaxy of D'.
                         QCoreApplication::translate("PlayItGuard", "A game of %1 is in progress.")
                             .arg(session.gameName()),
                         QMessageBox::NoButton, parent);
    question.setObjectName(QStringLiteral("playItQuestion"));
    question.setInformativeText(
        //: Workshop, Play It: %1: the name the game is saved as; %2: a folder's path. 'Open saved
        //: game' is the home page's action: use its translation.
        QCoreApplication::translate(
            "PlayItGuard",
            "It will be saved as \"%1\" in %2 before the new game starts; \"Open saved game\" "
            "brings it back.")
            .arg(name, QDir::toNativeSeparators(folder)));
    QPushButton *keep = question.addButton(
        //: Workshop, Play It: a button of the question: save the game in progress away, then start
        //: the new one. Short.
        QCoreApplication::translate("PlayItGuard", "Save It and Play"), QMessageBox::AcceptRole);
    keep->setObjectName(QStringLiteral("keepAndPlay"));
    question.addButton(QMessageBox::Cancel);
    question.setDefaultButton(keep);
    question.exec();
    if (question.clickedButton() != keep)
        return false;

    QString path;
    const QString error = putAside(session, folder, &path, name);
    if (!error.isEmpty()) {
        QMessageBox::warning(
            parent, QCoreApplication::translate("PlayItGuard", "Play It"),
            //: Workshop, Play It: %1: the reason, e.g. 'Permission denied'.
            QCoreApplication::translate("PlayItGuard",
                                        "The game in progress could not be saved, so it stays: %1")
                .arg(error));
        return false;
    }
    if (keptFile)
        *keptFile = path;
    return true;
}

} // namespace starboard::editor
