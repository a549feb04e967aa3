#pragma once

// What the Workshop shows while no document is open: what it is for, the documents a
// Workshop that ended without saving left to recover (each with Open and Discard), a "New"
// button for each kind of file of each game (rule variants with their named starting
// points), Open, and the recent files.

#include "recovery.h"

#include <QStringList>
#include <QWidget>

#include <functional>

class QGroupBox;
class QVBoxLayout;

namespace starboard::editor {

struct DocumentKind;

// The list of documents to recover (the start page's and the Workshop's Recover dialog's):
// each with what and when, an Open and a Discard button (which call `open` and `discard`
// with Entry::recoveryFile).
QGroupBox *makeRecoveryBox(const QList<RecoveryStore::Entry> &entries, QWidget *parent,
                           const std::function<void(const QString &)> &open,
                           const std::function<void(const QString &)> &discard);

class StartPage : public QWidget
{
    Q_OBJECT

public:
    explicit StartPage(QWidget *parent = nullptr);

    // Lays the page out again (after a language change or when the recent files changed).
    void rebuild();
    // Where the documents to recover come from (read on every rebuild).
    void setRecoverySource(std::function<QList<RecoveryStore::Entry>()> source)
    {
        m_recoverySource = std::move(source);
    }

signals:
    void newRequested(const starboard::editor::DocumentKind *kind, const QString &templateFile);
    void openRequested();
    void recentRequested(const QString &path);
    // Entry::recoveryFile of the document to open or discard.
    void recoverRequested(const QString &recoveryFile);
    void discardRecoveryRequested(const QString &recoveryFile);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QWidget *m_content = nullptr;
    QVBoxLayout *m_layout = nullptr;
    std::function<QList<RecoveryStore::Entry>()> m_recoverySource;
};

} // namespace starboard::editor
