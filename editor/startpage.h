#pragma once

// What the Workshop shows while no document is open: what it is for, a "New" button for each
// kind of file of each game (rule variants with their named starting points), Open, and the
// recent files.

#include <QStringList>
#include <QWidget>

class QVBoxLayout;

namespace starboard::editor {

struct DocumentKind;

class StartPage : public QWidget
{
    Q_OBJECT

public:
    explicit StartPage(QWidget *parent = nullptr);

    // Lays the page out again (after a language change or when the recent files changed).
    void rebuild();

signals:
    void newRequested(const starboard::editor::DocumentKind *kind, const QString &templateFile);
    void openRequested();
    void recentRequested(const QString &path);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QWidget *m_content = nullptr;
    QVBoxLayout *m_layout = nullptr;
};

} // namespace starboard::editor
